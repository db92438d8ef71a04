import { serverHtml } from '../../../tests/support/runtime/server-html';
import { keptMarkup } from './kept-markup';

const Links = () => (
  <ul>
    <li>
      <a href="/pricing">Pricing</a>
    </li>
  </ul>
);

describe('keptMarkup on the server', () => {
  it('writes the whole part, with its attributes, in an element marked with its name', async () => {
    const Kept = keptMarkup('server-links', () => Promise.resolve(Links));
    const html = await serverHtml(<Kept as="nav" aria-label="Footer" />);
    expect(html).toMatch(/^<nav aria-label="Footer" data-kept="server-links">/);
    expect(html).toContain('<a href="/pricing">Pricing</a>');
  });
});
