/**
 * Smoke run over the real content mirror (`test-site.ts smoke` builds from content/ first):
 * every landing page answers with one h1, a title and no console error.
 */
import path from 'node:path';
import { readMirror } from '../../content-tools/mirror/mirror-files';
import { paths } from '../../src/lib/paths';
import { CONTENT_ROUTES } from './data/spec-routes';
import { expect, test } from './support/test';

const landingPages = readMirror(path.resolve('content')).entries.filter(
  (entry) => entry.contentTypeId === 'landing_page_template',
);

test.describe('real content', { tag: '@real-content' }, () => {
  test('the mirror has a home page and other landing pages', () => {
    expect(landingPages.map((page) => page.fields.slug)).toContain('home');
    expect(landingPages.length).toBeGreaterThan(1);
  });

  // Pages the specification lists are visited by routes.spec.ts; these are the others.
  const specRoutes = new Set<string>(CONTENT_ROUTES);
  const otherPaths = landingPages
    .map((page) =>
      paths.landingPage(
        String(page.fields.slug),
        typeof page.fields.path === 'string' ? page.fields.path : null,
      ),
    )
    .filter((pagePath) => !specRoutes.has(pagePath));

  for (const pagePath of otherPaths) {
    test(`${pagePath} renders with one h1 and a title`, async ({ page: browserPage }) => {
      const response = await browserPage.goto(pagePath);
      expect(response?.status()).toBe(200);
      await expect(browserPage.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(browserPage).toHaveTitle(/Ethical Global Outsourcing/);
    });
  }
});
