import { BUTTON_EVENT_NAMES, SEGMENT_EVENT_NAMES, segmentEvent } from './event-mapping';

const where = { section_page: '/pricing', section_name: 'Plans' };

describe('segmentEvent', () => {
  it.each([
    ['Book a Call', BUTTON_EVENT_NAMES.bookCall],
    ['Book a Discovery Call', BUTTON_EVENT_NAMES.bookCall],
    ['  book a   discovery call ', BUTTON_EVENT_NAMES.bookCall],
    ['Get Started For Free', BUTTON_EVENT_NAMES.getStarted],
    ['Get Started', BUTTON_EVENT_NAMES.other],
    ['Read more', BUTTON_EVENT_NAMES.other],
  ])('names a click on "%s" %s, with the section payload', (text, name) => {
    expect(segmentEvent('button_click', { ...where, button_text: text })).toEqual({
      name,
      properties: { ...where, button_text: text },
    });
  });

  it('reports ad conversions in USD with a value of 1 unless one is given', () => {
    expect(segmentEvent('ad_conversion', { conversion: 'demo' }).properties).toEqual({
      conversion: 'demo',
      value: 1,
      currency: 'USD',
    });
    expect(segmentEvent('ad_conversion', { conversion: 'demo', value: 40 }).properties).toEqual({
      conversion: 'demo',
      value: 40,
      currency: 'USD',
    });
  });

  it('sends the other events under their own names with their payload', () => {
    expect(segmentEvent('contact_form_submitted', where)).toEqual({
      name: 'Contact Form Submitted',
      properties: where,
    });
    expect(segmentEvent('book_call_step', { step: 'time', where: 'dialog' })).toEqual({
      name: 'Book a Call Step Viewed',
      properties: { step: 'time', where: 'dialog' },
    });
    expect(segmentEvent('blog_search', { query: 'fees', page: 1 }).name).toBe('Blog Search');
  });

  it('gives every event a distinct name', () => {
    const names = [...Object.values(SEGMENT_EVENT_NAMES), ...Object.values(BUTTON_EVENT_NAMES)];
    expect(new Set(names).size).toBe(names.length);
  });
});
