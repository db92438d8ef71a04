/** axe (WCAG 2.0–2.2 A/AA) on key pages, at the desktop and the mobile widths. */
import { expectNoAxeViolations } from './support/axe';
import { allowConsoleErrors, expect, test } from './support/test';

const PAGES = [
  { name: 'home', path: '/', status: 200 },
  { name: 'landing page', path: '/build-your-own-team', status: 200 },
  { name: 'case study list', path: '/case-studies', status: 200 },
  { name: 'case study', path: '/case-studies/fixture-case-study', status: 200 },
  { name: 'download', path: '/download/fixture-download', status: 200 },
  { name: 'client-only route', path: '/freelancer/c-1042', status: 200 },
  { name: 'booking frame', path: '/iframes/book-call/discovery', status: 200 },
  { name: 'not-found page', path: '/this-page-does-not-exist', status: 404 },
];

test.beforeEach(async ({ page }) => {
  // Scan the settled page, not a frame of an entrance animation.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// One page for all but the not-found page, so the shared scripts come from its cache; a step
// names each page. The not-found page is apart: its 404 in the console is allowed there only.
test('key pages have no axe violations', async ({ page }, testInfo) => {
  for (const { name, path } of PAGES.filter(({ status }) => status === 200)) {
    await test.step(`${name} (${path}) has no axe violations`, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoAxeViolations(page, `${path} (${testInfo.project.name})`);
    });
  }
});

test('not-found page (/this-page-does-not-exist) has no axe violations', async ({
  page,
}, testInfo) => {
  allowConsoleErrors(page, /the server responded with a status of 404/);
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expectNoAxeViolations(page, `/this-page-does-not-exist (${testInfo.project.name})`);
});

/** Pages work down to 320 px: nothing is wider than the screen. One page, a step for each path. */
test('/, /build-your-own-team, /case-studies/fixture-case-study and /download/fixture-download fit a 320 px wide screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    '/',
    '/build-your-own-team',
    '/case-studies/fixture-case-study',
    '/download/fixture-download',
  ]) {
    await test.step(`${path} fits a 320 px wide screen`, async () => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    });
  }
});
