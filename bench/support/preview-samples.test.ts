import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { previewSamples } from './preview-samples';

const page = (componentChunkName: string, path: string, matchPath?: string) =>
  JSON.stringify({ componentChunkName, path, ...(matchPath ? { matchPath } : {}) });
const sitemap = (paths: string[]) =>
  `<urlset>${paths.map((path) => `<url><loc>https://www.example.com${path}</loc></url>`).join('')}</urlset>`;

/** A deployed copy: its sitemap lists two landing pages and a download, not the noindex pages. */
const FILES: Record<string, string | number> = {
  '/sitemap-index.xml':
    '<sitemapindex><sitemap><loc>https://www.example.com/sitemap-0.xml</loc></sitemap></sitemapindex>',
  '/sitemap-0.xml': sitemap(['/', '/about', '/download/guide', '/download/ebook']),
  '/page-data/index/page-data.json': page('component---src-templates-landing-page-tsx', '/'),
  '/page-data/about/page-data.json': page('component---src-templates-landing-page-tsx', '/about'),
  '/page-data/download/guide/page-data.json': page(
    'component---src-templates-gated-content-tsx',
    '/download/guide',
  ),
  '/page-data/download/ebook/page-data.json': page(
    'component---src-templates-gated-content-tsx',
    '/download/ebook',
  ),
  // Only the e-book has a thank-you page.
  '/page-data/download/ebook/thank-you/page-data.json': page(
    'component---src-templates-gated-content-thank-you-tsx',
    '/download/ebook/thank-you',
  ),
  '/page-data/404/page-data.json': page('component---src-pages-404-tsx', '/404'),
  '/page-data/blog/search/page-data.json': page(
    'component---src-templates-blog-search-tsx',
    '/blog/search',
  ),
  // A client-only route is no sample: its HTML is a shell.
  '/page-data/iframes/book-call/page-data.json': page(
    'component---src-templates-client-route-tsx',
    '/iframes/book-call',
    '/iframes/book-call/*',
  ),
};

let server: http.Server;
let origin: string;
const asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    const body = FILES[url] ?? 404;
    response.writeHead(typeof body === 'number' ? body : 200).end(String(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('previewSamples', () => {
  it("finds the first page of each template, the sitemap's and the noindex ones", async () => {
    expect(await previewSamples(origin)).toEqual([
      { template: 'src-pages-404-tsx', url: `${origin}/404` },
      { template: 'src-templates-blog-search-tsx', url: `${origin}/blog/search` },
      {
        template: 'src-templates-gated-content-thank-you-tsx',
        url: `${origin}/download/ebook/thank-you`,
      },
      { template: 'src-templates-gated-content-tsx', url: `${origin}/download/guide` },
      { template: 'src-templates-landing-page-tsx', url: `${origin}/` },
    ]);
    expect(asked).toContain('/page-data/download/guide/thank-you/page-data.json');
  });

  it('names a page-data file the copy fails to serve', async () => {
    FILES['/sitemap-0.xml'] = sitemap(['/', '/broken']);
    FILES['/page-data/broken/page-data.json'] = 500;
    // Another name for the same server: the sitemap is read once per origin.
    const other = origin.replace('127.0.0.1', 'localhost');
    await expect(previewSamples(other)).rejects.toThrow(
      `${other}/page-data/broken/page-data.json answered 500`,
    );
  });
});
