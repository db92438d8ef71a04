/**
 * A deployed copy of the real site, asked only over HTTP and in the browser (no build, no local
 * file): every page of its sitemap renders and hydrates, legacy addresses and trailing slashes
 * redirect, caching headers are the CDN's, and unknown addresses get the 404 page.
 */
import { REDIRECTS } from '../../gatsby/redirects';
import { MESSAGES } from '../../src/lib/site-config';
import { CACHE_CONTROL } from '../../local-netlify/cache-control';
import { scriptAndStylePaths } from '../support/cdn-caching';
import { allowConsoleErrors, expect, gotoHydrated, test } from '../e2e/support/test';
import { sitemapPaths } from './sitemap';

/** The sitemap's pages are split over this many tests, so both workers visit pages. */
const PARTS = 4;

/** A `Location` header and an expected target compared as absolute URLs on the tested site. */
const absolute = (location: string | undefined, baseURL: string | undefined) =>
  location === undefined ? undefined : new URL(location, baseURL).href;

test('the sitemap lists the home page and the other pages', async ({ baseURL }) => {
  const pages = await sitemapPaths(baseURL);
  expect(pages).toContain('/');
  expect(pages.length).toBeGreaterThan(3);
  expect(new Set(pages).size).toBe(pages.length);
});

for (let part = 0; part < PARTS; part += 1) {
  test(`sitemap pages render and hydrate with one h1, a title and no noindex (part ${part + 1} of ${PARTS})`, async ({
    page,
    baseURL,
  }) => {
    const pages = (await sitemapPaths(baseURL)).filter((_, index) => index % PARTS === part);
    test.setTimeout(30_000 + pages.length * 15_000);
    for (const pagePath of pages) {
      await test.step(pagePath, async () => {
        // Hydrated: an error while React takes the page over shows up as a console error,
        // which fails the test (tests/e2e/support/test.ts).
        const response = await gotoHydrated(page, pagePath);
        expect(response?.status(), pagePath).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), pagePath).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 }), pagePath).not.toBeEmpty();
        await expect(page, pagePath).toHaveTitle(/\S/);
        await expect(page.locator('meta[name="robots"][content*="noindex"]'), pagePath).toHaveCount(
          0,
        );
      });
    }
  });
}

test('each legacy address answers with its redirect', async ({ request, baseURL }) => {
  for (const rule of REDIRECTS) {
    const response = await request.get(rule.from, { maxRedirects: 0 });
    expect(response.status(), rule.from).toBe(rule.status);
    expect(absolute(response.headers().location, baseURL), rule.from).toBe(
      absolute(rule.to, baseURL),
    );
  }
});

test('every page answers its address with a trailing slash with a 301 to the address without', async ({
  request,
  baseURL,
}) => {
  const pages = (await sitemapPaths(baseURL)).filter((pagePath) => pagePath !== '/');
  for (const pagePath of pages) {
    const response = await request.get(`${pagePath}/`, { maxRedirects: 0 });
    expect(response.status(), pagePath).toBe(301);
    expect(absolute(response.headers().location, baseURL), pagePath).toBe(
      absolute(pagePath, baseURL),
    );
  }
});

test('HTML and page data revalidate on every visit; the scripts and styles are kept a year', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe(CACHE_CONTROL.revalidate);
  const pageData = await request.get('/page-data/index/page-data.json');
  expect(pageData.status()).toBe(200);
  expect(pageData.headers()['cache-control']).toBe(CACHE_CONTROL.revalidate);
  const assets = scriptAndStylePaths(await home.text());
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    // The `/*` rule's revalidating value is joined to it where both rules match (Netlify joins
    // the values of matching `_headers` rules, and so does the local server).
    expect(response.headers()['cache-control'], asset).toContain(CACHE_CONTROL.immutable);
  }
});

test('an unknown address answers 404 with the 404 page, kept out of search engines', async ({
  page,
}) => {
  allowConsoleErrors(page, /the server responded with a status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.notFoundTitle);
  await expect(page.getByText(`${MESSAGES.pageNotFoundRoute} /no/such/page`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
