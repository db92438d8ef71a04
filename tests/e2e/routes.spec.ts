/**
 * Every non-blog route of the specification on the real content (`npm run test:smoke`):
 * each answers with its page, one h1 and no console error; client-only routes render in the
 * browser; account routes hand over to the client application.
 */
import { ACCOUNT_ROUTES, CLIENT_ONLY_ROUTES, CONTENT_ROUTES } from './data/spec-routes';
import { expect, test } from './support/test';

test.describe('every route of the specification', { tag: '@real-content' }, () => {
  for (const path of CONTENT_ROUTES) {
    test(`${path} answers 200 with one h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
    });
  }

  for (const { path, heading } of CLIENT_ONLY_ROUTES) {
    test(`${path} renders in the browser`, async ({ page, request }) => {
      // The server sends a page without the route's content...
      const html = await (await request.get(path)).text();
      expect(html).not.toContain(`>${heading}<`);
      // ...which the browser fills in.
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
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
