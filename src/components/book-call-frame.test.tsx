import { serverHtml } from '../../tests/support/runtime/server-html';
import { MESSAGES } from '../lib/site-config';
import { BOOKING_FIELDS } from '../services/scheduling';
import { BookCallFrame } from './book-call-frame';

describe('BookCallFrame on the server', () => {
  let html = '';
  beforeAll(async () => {
    html = await serverHtml(<BookCallFrame />);
  });

  it('declares the booking form in the static HTML for Netlify Forms', () => {
    expect(html).toContain(
      '<form name="book-a-call" data-netlify="true" netlify-honeypot="bot-field" hidden="">',
    );
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
    const names = [...form.matchAll(/<input[^>]* name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['form-name', 'bot-field', ...BOOKING_FIELDS]);
  });

  it('paints the heading and the flow’s first step', () => {
    expect(html).toMatch(new RegExp(`<h1[^>]*>${MESSAGES.bookDiscoveryCall}</h1>`));
    const flow = html.slice(html.indexOf('</h1>'));
    expect(flow).toContain('First name');
    expect(flow).toMatch(/<input[^>]*name="firstName"/);
  });
});
