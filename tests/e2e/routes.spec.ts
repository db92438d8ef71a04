/**
 * Every non-blog route of the specification on the real content (`npm run test:smoke`):
 * each answers with its page, one h1 and no console error; client-only routes render in the
 * browser; account routes hand over to the client application.
 *
 * Content routes are visited in groups, one after another in the same page, so the browser's
 * cache keeps the shared scripts between them (a fresh page per route spent most of its time
 * loading the same framework again). Each route is still loaded in full and hydrated, and a
 * failure names the route.
 */
import { ACCOUNT_ROUTES, CLIENT_ONLY_ROUTES, CONTENT_ROUTES } from './data/spec-routes';
import { expect, gotoHydrated, test } from './support/test';

/** Enough groups for both workers to stay busy, few enough for the cache to pay off. */
const GROUPS = 6;
const groups = Array.from({ length: GROUPS }, (_, group) =>
  CONTENT_ROUTES.filter((_, index) => index % GROUPS === group),
);

test.describe('every route of the specification', { tag: '@real-content' }, () => {
  for (const [index, paths] of groups.entries()) {
    test(`content routes, group ${index + 1} of ${GROUPS}: each answers 200 with one h1`, async ({
      page,
    }) => {
      for (const path of paths) {
        await test.step(path, async () => {
          const response = await gotoHydrated(page, path);
          expect(response?.status(), path).toBe(200);
          await expect(page.locator('h1'), path).toHaveCount(1);
          await expect(page.locator('h1'), path).not.toBeEmpty();
        });
      }
    });
  }

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
