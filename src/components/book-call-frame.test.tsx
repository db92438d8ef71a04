import { renderToString } from 'react-dom/server';
import { MESSAGES } from '../lib/site-config';
import { BOOKING_FIELDS } from '../services/scheduling';
import { BookCallFrame } from './book-call-frame';

describe('BookCallFrame on the server', () => {
  const html = renderToString(<BookCallFrame />);

  it('declares the booking form in the static HTML for Netlify Forms', () => {
    expect(html).toContain(
      '<form name="book-a-call" data-netlify="true" netlify-honeypot="bot-field" hidden="">',
    );
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
    const names = [...form.matchAll(/<input[^>]* name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(['form-name', 'bot-field', ...BOOKING_FIELDS]);
  });

  it('paints the heading with the page and leaves the flow to the browser', () => {
    expect(html).toMatch(new RegExp(`<h1[^>]*>${MESSAGES.bookDiscoveryCall}</h1>`));
    expect(html).not.toContain('First name');
  });
});
