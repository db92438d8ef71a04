/** axe (WCAG 2.0–2.2 A/AA) on the blog's page templates, at the desktop and the mobile widths. */
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';

const PAGES = [
  { name: 'blog listing', path: '/blog' },
  { name: 'blog listing, page 2', path: '/blog/page/2' },
  { name: 'article', path: '/blog/fixture-post-one' },
  { name: 'long article', path: '/blog/fixture-post-two' },
  { name: 'categories', path: '/blog/categories' },
  { name: 'category listing', path: '/blog/category/fixture-category' },
  { name: 'author listing', path: '/blog/author/fixture-author' },
  { name: 'tag listing', path: '/blog/tag/fixture-tag/2' },
];

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// One page for them all, so the shared scripts come from its cache; a step names each.
test('the blog templates and search have no axe violations', async ({ page }, testInfo) => {
  for (const { name, path } of PAGES) {
    await test.step(`${name} (${path}) has no axe violations`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoAxeViolations(page, `${path} (${testInfo.project.name})`);
    });
  }
  await test.step('search with results has no axe violations', async () => {
    await page.goto('/blog/search?q=fixture');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expectNoAxeViolations(page, `/blog/search?q=fixture (${testInfo.project.name})`);
  });
  await test.step('search with a message has no axe violations', async () => {
    await page.goto('/blog/search?q=ab');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Please provide at least 3 characters to start searching',
    );
    await expectNoAxeViolations(page, `/blog/search?q=ab (${testInfo.project.name})`);
  });
});
