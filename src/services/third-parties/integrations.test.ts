import {
  INTEGRATIONS,
  pixelConversionEvent,
  type IntegrationId,
  type ThirdPartyWindow,
} from './integrations';
import { THIRD_PARTIES } from './registry';

describe('the integrations', () => {
  test.each(Object.keys(INTEGRATIONS) as IntegrationId[])(
    '%s loads its library from an origin the registry lets through the CSP',
    async (id) => {
      const party = THIRD_PARTIES.find((candidate) => candidate.id === id);
      const urls: string[] = [];
      await INTEGRATIONS[id].start('123', {}, async (url) => {
        urls.push(url);
      });
      expect(urls).toHaveLength(1);
      expect(party?.origins('123')['script-src']).toContain(new URL(urls[0] ?? '').origin);
    },
  );

  test('calls made before Hotjar arrives wait in its queue', async () => {
    const win: ThirdPartyWindow = {};
    await INTEGRATIONS.recording.start('77', win, async () => undefined);
    INTEGRATIONS.recording.pageView?.({ path: '/a', url: 'https://x/a', title: 'A' }, win);
    expect(win._hjSettings).toEqual({ hjid: 77, hjsv: 6 });
    expect(win.hj?.q).toEqual([['stateChange', '/a']]);
  });

  test('the chat is configured with its licence number before its library loads', async () => {
    const win: ThirdPartyWindow = {};
    const load = jest.fn(async () => expect(win.__lc).toEqual({ license: 654 }));
    await INTEGRATIONS.chat.start('654', win, load);
    expect(load).toHaveBeenCalled();
  });

  test('a conversion is a dataLayer event and a standard pixel event with the same fields', () => {
    const win: ThirdPartyWindow = { fbq: Object.assign(jest.fn(), {}) };
    const booked = { conversion: 'book-a-call', value: 1, currency: 'USD' };
    INTEGRATIONS.tagManager.conversion?.(booked, win);
    INTEGRATIONS.pixel.conversion?.(booked, win);
    expect(win.dataLayer).toEqual([{ event: 'conversion', ...booked }]);
    expect(win.fbq).toHaveBeenCalledWith('track', 'Schedule', {
      content_name: 'book-a-call',
      value: 1,
      currency: 'USD',
    });
  });

  test('a booked call is a Schedule for the pixel, any form sent a Lead', () => {
    const fields = { value: 1, currency: 'USD' };
    expect(pixelConversionEvent({ conversion: 'book-a-call', ...fields })).toBe('Schedule');
    expect(pixelConversionEvent({ conversion: 'contact', ...fields })).toBe('Lead');
  });
});
