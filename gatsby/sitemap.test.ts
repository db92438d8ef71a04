import { isIndexable, robotsTxt, sitemapOptions } from './sitemap';

describe('isIndexable', () => {
  it('keeps content pages and leaves out client-only, noindex and error pages', () => {
    expect(isIndexable({ path: '/pricing', pageContext: {} })).toBe(true);
    expect(isIndexable({ path: '/job/[jobId]', matchPath: '/job/:jobId' })).toBe(false);
    expect(isIndexable({ path: '/ccw2025', pageContext: { noindex: true } })).toBe(false);
    expect(isIndexable({ path: '/404' })).toBe(false);
    expect(isIndexable({ path: '/404.html' })).toBe(false);
  });
});

describe('sitemapOptions.resolvePages', () => {
  it('lists the indexable pages in path order, whatever order the source delivered them in', () => {
    const paths = ['/pricing', '/', '/blog/b', '/404', '/blog/a', '/Capital', '/blog'];
    const pages = (order: string[]) =>
      sitemapOptions
        .resolvePages({ allSitePage: { nodes: order.map((path) => ({ path })) } })
        .map((page) => page.path);
    const expected = ['/', '/Capital', '/blog', '/blog/a', '/blog/b', '/pricing'];
    expect(pages(paths)).toEqual(expected);
    expect(pages([...paths].reverse())).toEqual(expected);
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps frames out and names the sitemap index', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /iframes/\n\nSitemap: https://example.org/sitemap-index.xml\n',
    );
  });
});
