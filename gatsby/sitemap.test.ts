import { isIndexable, robotsTxt } from './sitemap';

describe('isIndexable', () => {
  it('keeps content pages and leaves out client-only, noindex and error pages', () => {
    expect(isIndexable({ path: '/pricing', pageContext: {} })).toBe(true);
    expect(isIndexable({ path: '/job/[jobId]', matchPath: '/job/:jobId' })).toBe(false);
    expect(isIndexable({ path: '/ccw2025', pageContext: { noindex: true } })).toBe(false);
    expect(isIndexable({ path: '/404' })).toBe(false);
    expect(isIndexable({ path: '/404.html' })).toBe(false);
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps frames out and names the sitemap index', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /iframes/\n\nSitemap: https://example.org/sitemap-index.xml\n',
    );
  });
});
