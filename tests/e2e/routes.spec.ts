/**
 * Every non-blog route of the specification on the real content (`test-site.ts smoke`):
 * each answers with its page, one h1 and no console error; client-only routes render in the
 * browser; account routes hand over to the client application.
 *
 * Content routes listed in the sitemap are left to the deployed-site suite, which the smoke group
 * of scripts/test-site.ts runs next on the same build: it loads every sitemap page, hydrated, with
 * the same checks (tests/deployed/deployed-site.spec.ts). Loading them here too cost a second
 * browser visit to about 65 pages. This file visits the spec's content routes the sitemap leaves
 * out (pages kept from search engines, retired addresses' pages), in one page, so the browser's
 * cache keeps the shared scripts between them; a failure names the route.
 */
import { sitemapPaths } from '../deployed/sitemap';
import { ACCOUNT_ROUTES, CLIENT_ONLY_ROUTES, CONTENT_ROUTES } from './data/spec-routes';
import { expect, gotoHydrated, test } from './support/test';

test.describe('every route of the specification', { tag: '@real-content' }, () => {
  test('content routes the sitemap leaves out: each answers 200 with one h1', async ({
    page,
    baseURL,
  }) => {
    const listed = new Set(await sitemapPaths(baseURL));
    const unlisted = CONTENT_ROUTES.filter((path) => !listed.has(path));
    // The real mirror has such pages (a thank-you page, retired campaigns' pages): a sitemap
    // that suddenly listed them all would leave this test with nothing to load.
    expect(unlisted.length).toBeGreaterThan(0);
    for (const path of unlisted) {
      await test.step(path, async () => {
        const response = await gotoHydrated(page, path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await expect(page.locator('h1'), path).not.toBeEmpty();
      });
    }
  });

  for (const route of CLIENT_ONLY_ROUTES) {
    const { path, heading } = route;
    test(`${path} renders in the browser`, async ({ page, request }) => {
      // The server sends a page without the route's content (the booking frame's page, the
      // same for every slug, carries its heading and first step)...
      const html = await (await request.get(path)).text();
      if ('firstStep' in route) expect(html).toContain(`>${route.firstStep}<`);
      else expect(html).not.toContain(`>${heading}<`);
      // ...which the browser fills in.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if ('firstStep' in route) await expect(page.getByLabel(route.firstStep)).toBeVisible();
    });
  }

  for (const path of ACCOUNT_ROUTES) {
    test(`${path} hands over to the client application`, async ({ request }) => {
      const response = await request.get(`${path}?next=%2Fdashboard`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toMatch(
        new RegExp(`^https://[^/]+${path}\\?next=%2Fdashboard$`),
      );
    });
  }
});
