/** Discovery: the sitemap lists exactly the indexable pages, each at its canonical address. */
import { sitemapUrls } from '../support/e2e-server';
import { expect, test } from './support/test';

test.describe('sitemap and robots', { tag: '@any-viewport' }, () => {
  test('every sitemap address is a page whose canonical is that address', async ({ request }) => {
    const urls = sitemapUrls();
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const { pathname } = new URL(url);
      // The head is rendered at build time, so the served HTML is what crawlers read.
      const response = await request.get(pathname, { maxRedirects: 0 });
      expect(response.status(), pathname).toBe(200);
      const html = await response.text();
      expect(html.match(/<link rel="canonical"[^>]*href="([^"]+)"/)?.[1], pathname).toBe(
        url.replace(/\/$/, ''),
      );
      expect(html, pathname).not.toMatch(/<meta name="robots" content="noindex"/);
    }
  });

  test('client-only routes, the error page and the booking frame are left out', () => {
    const paths = sitemapUrls().map((url) => new URL(url).pathname);
    for (const excluded of ['/404', '/freelancer/[freelancerId]', '/iframes/book-call']) {
      expect(paths).not.toContain(excluded);
    }
    expect(paths.some((pathname) => pathname.includes('['))).toBe(false);
  });

  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  });
});
