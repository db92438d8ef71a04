/**
 * Smoke tests of the built site, in both projects (desktop and mobile). Extend freely.
 * Uses the fixture content (tests/fixtures/content), which has the landing page
 * `build-your-own-team`.
 */
import { isSamePage, markPage } from './support/client-navigation';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

/** Chromium logs this for every response with status 404, the not-found page's included. */
const NOT_FOUND_CONSOLE_ERROR = /the server responded with a status of 404/;

test(
  'home page answers 200 with one h1, a title and lang="en"',
  { tag: '@any-viewport' },
  async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('h1')).toHaveCount(1);
  },
);

test(
  "a first load adds no styles: the server's tags hold every class and the element defaults",
  { tag: '@any-viewport' },
  async ({ page }) => {
    for (const path of ['/', '/blog/fixture-post-alpha', '/download/fixture-download']) {
      await gotoHydrated(page, path);
      const styles = await page.evaluate(() => {
        const tags = [...document.querySelectorAll<HTMLStyleElement>('style')];
        return {
          // Emotion's own tags, filled by `insertRule`, have no text.
          added: tags
            .filter((tag) => tag.dataset.emotion && !tag.textContent)
            .flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText)),
          defaults: tags.filter((tag) => !tag.dataset.emotion).length,
          emotionGlobals: tags.filter((tag) => tag.dataset.emotion?.startsWith('css-global'))
            .length,
          bodyMargin: getComputedStyle(document.body).margin,
        };
      });
      expect(styles, path).toEqual({
        added: [],
        defaults: 1,
        emotionGlobals: 0,
        bodyMargin: '0px',
      });
    }
  },
);

test('an unknown path answers 404 with the not-found page and a way home, which loads the home page in full', async ({
  page,
}) => {
  allowConsoleErrors(page, NOT_FOUND_CONSOLE_ERROR);
  // Hydrated: the click is the router's to handle, and it must leave it to the browser.
  const response = await gotoHydrated(page, '/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Ooops! Page not found.' })).toBeVisible();
  await expect(
    page.getByText(
      "It seems that the page you're looking for has been removed or never even existed.",
    ),
  ).toBeVisible();

  const home = page
    .getByRole('link', { name: /home/i })
    .or(page.getByRole('button', { name: /home/i }))
    .first();
  await expect(home).toBeVisible();
  await markPage(page);
  await home.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture home page heading');
  // The mark is gone with the document it was set on.
  expect(await isSamePage(page)).toBe(false);
});

test(
  'a path with a trailing slash answers 301 to the path without it',
  { tag: '@any-viewport' },
  async ({ page, baseURL }) => {
    const response = await page.request.get('/build-your-own-team/?ref=smoke', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    const location = new URL(response.headers()['location'] ?? '', baseURL);
    expect(location.pathname).toBe('/build-your-own-team');
    expect(location.search).toBe('?ref=smoke');

    const navigation = await page.goto('/build-your-own-team/');
    expect(navigation?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/build-your-own-team');
  },
);

test(
  'sections below the fold are drawn once scrolled near; a form section, whose lists hang out, always',
  { tag: '@any-viewport' },
  async ({ page }) => {
    await gotoHydrated(page, '/');
    // With this option, checkVisibility() is false for content the browser skips drawing.
    const drawn = (selector: string) =>
      page
        .locator(selector)
        .last()
        .evaluate((band) =>
          band.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true }),
        );
    expect(await drawn('main section')).toBe(false);
    await page.locator('main section').last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn('main section')).toBe(true);

    await gotoHydrated(page, '/contact');
    const skippable = await page
      .locator('main section', { has: page.locator('form') })
      .evaluate((band) =>
        [band, ...band.querySelectorAll('*')].some(
          (element) => getComputedStyle(element).contentVisibility !== 'visible',
        ),
      );
    expect(skippable).toBe(false);
  },
);
