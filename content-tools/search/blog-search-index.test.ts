import { searchDocument, urlOfHtmlFile } from './blog-search-index';

describe('urlOfHtmlFile', () => {
  it('maps both the build layout and the pretty-URL layout to the address without a slash', () => {
    expect(urlOfHtmlFile('blog/fair-pay/index.html')).toBe('/blog/fair-pay');
    expect(urlOfHtmlFile('blog/fair-pay.html')).toBe('/blog/fair-pay');
  });

  it('maps the root index to "/"', () => {
    expect(urlOfHtmlFile('index.html')).toBe('/');
  });
});

describe('searchDocument', () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html><head><style>.x{}</style></head><body><header><nav><div>menu</div></nav></header><main><article>${body}<aside><div>related</div></aside></article></main><footer><div>links</div></footer></body></html>`;

  it('keeps only the element marked for search, nested elements and all', () => {
    const body =
      '<div data-pagefind-body=""><h1>Title</h1><div class="grid"><div><p>Text</p></div></div></div>';
    expect(searchDocument(page(body))).toBe(
      `<!DOCTYPE html><html lang="en"><head></head><body>${body}</body></html>`,
    );
  });

  it('is null for a page without a search body', () => {
    expect(searchDocument(page('<div><p>Listing</p></div>'))).toBeNull();
  });

  it('does not take an attribute that merely starts the same', () => {
    expect(searchDocument(page('<div data-pagefind-body-x=""><p>x</p></div>'))).toBeNull();
  });
});
