/**
 * Blog search over the Pagefind index the fixture build writes to public/pagefind/: nothing is
 * fetched until a query runs; at least 3 characters; results, no results, or an error when the
 * index cannot load; the query and the page of results sit in the address.
 */
import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, gotoHydrated, test } from './support/test';

const TOO_SHORT = 'Please provide at least 3 characters to start searching';
const NO_RESULTS = 'No results found';
const ERROR = 'Error while searching';

/** Records every request for the search index made by the page. */
const watchIndexRequests = (page: Page): string[] => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) requests.push(request.url());
  });
  return requests;
};

const searchFor = async (page: Page, query: string) => {
  const box = page.getByRole('searchbox', { name: 'Search articles' });
  await box.fill(query);
  await box.press('Enter');
};

const status = (page: Page) => page.getByRole('main').getByRole('status');
const results = (page: Page) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 });

test.describe('blog search', () => {
  test(
    'loads nothing of the index with the page; asks for at least 3 characters, and does not search with 2; says so when nothing matches',
    { tag: '@any-viewport' },
    async ({ page }) => {
      const requests = watchIndexRequests(page);
      await gotoHydrated(page, '/blog/search');
      await test.step('loads nothing of the index with the page', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search the blog');
        await expect(page.getByRole('searchbox', { name: 'Search articles' })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(requests).toEqual([]);
      });
      await test.step('asks for at least 3 characters, and does not search with 2', async () => {
        await searchFor(page, 'ab');
        await expect(status(page)).toHaveText(TOO_SHORT);
        await expect(page).toHaveURL(/\/blog\/search\?q=ab$/);
        expect(requests).toEqual([]);
      });
      await test.step('says so when nothing matches', async () => {
        await searchFor(page, 'zzqxvbnmw');
        await expect(status(page)).toHaveText(NO_RESULTS);
        await expect(page.getByRole('list', { name: 'Search results' })).toHaveCount(0);
      });
    },
  );

  // The form keeps its order and controls at every width (it only wraps).
  test(
    'is usable by keyboard alone; finds the one article with a word from a fixture post',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await gotoHydrated(page, '/blog/search');
      await test.step('is usable by keyboard alone', async () => {
        const box = page.getByRole('searchbox', { name: 'Search articles' });
        await box.focus();
        await page.keyboard.type('quokka');
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(status(page)).toHaveText('1 result for “quokka”');
        await expect(box).toHaveAttribute(
          'aria-describedby',
          (await status(page).getAttribute('id')) ?? '',
        );
      });
      await test.step('finds the one article with a word from a fixture post', async () => {
        await expect(results(page)).toHaveText(['Fixture blog post Kilo']);
        const hit = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
        await expect(hit.locator('mark')).toHaveText(['quokka']);
        await expect(page).toHaveURL(/\/blog\/search\?q=quokka$/);
        await hit.getByRole('link', { name: 'Fixture blog post Kilo' }).click();
        await expect(page).toHaveURL(/\/blog\/fixture-post-kilo$/);
      });
    },
  );

  test(
    'pages through many results, with the page and query in the address',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await gotoHydrated(page, '/blog/search?q=fixture');
      await expect(status(page)).toHaveText('20 results for “fixture”, page 1 of 3');
      await expect(results(page)).toHaveCount(9);
      const pages = page.getByRole('navigation', { name: 'Search results pages' });
      await pages.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/blog\/search\/2\?q=fixture$/);
      await expect(status(page)).toHaveText('20 results for “fixture”, page 2 of 3');
      await expect(results(page)).toHaveCount(9);
      await gotoHydrated(page, '/blog/search/3?q=fixture');
      await expect(results(page)).toHaveCount(2);
    },
  );

  test(
    'reports an error when the index cannot load',
    { tag: '@any-viewport' },
    async ({ page }) => {
      allowConsoleErrors(
        page,
        /pagefind|Failed to fetch dynamically imported module|net::ERR_FAILED/i,
      );
      await page.route('**/pagefind/**', (route) => route.abort());
      await gotoHydrated(page, '/blog/search');
      await searchFor(page, 'fixture');
      await expect(status(page)).toHaveText(ERROR);
    },
  );

  test('the search box on listings leads to the results', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await searchFor(page, 'quokka');
    await expect(page).toHaveURL(/\/blog\/search\?q=quokka$/);
    await expect(results(page)).toHaveText(['Fixture blog post Kilo']);
  });

  test(
    '/blog/search/1 redirects to /blog/search, keeping the query',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await gotoHydrated(page, '/blog/search/1?q=quokka');
      await expect(page).toHaveURL(/\/blog\/search\?q=quokka$/);
      await expect(results(page)).toHaveText(['Fixture blog post Kilo']);
    },
  );

  test(
    'an address that is not a page of results is not found, with the validation message and the path',
    { tag: '@any-viewport' },
    async ({ page }) => {
      await gotoHydrated(page, '/blog/search/not-a-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ooops! Page not found.');
      await expect(page.getByText('Page Not Found /blog/search/not-a-page')).toBeVisible();
    },
  );
});
