import { urlOfHtmlFile } from './blog-search';

describe('urlOfHtmlFile', () => {
  it('maps both the build layout and the pretty-URL layout to the address without a slash', () => {
    expect(urlOfHtmlFile('blog/fair-pay/index.html')).toBe('/blog/fair-pay');
    expect(urlOfHtmlFile('blog/fair-pay.html')).toBe('/blog/fair-pay');
  });

  it('maps the root index to "/"', () => {
    expect(urlOfHtmlFile('index.html')).toBe('/');
  });
});
