/** Client-only routes, their validate check, and the not-found messages (fixture content). */
import { MESSAGES } from '../../src/lib/site-config';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { allowConsoleErrors, expect, externalRequests, gotoHydrated, test } from './support/test';

const NOT_FOUND_STATUS = /the server responded with a status of 404/;

// One page goes through them in turn: the site's scripts come from its cache after the first.
test(
  'client-only routes, their validate check and the booking frame, one page after another',
  { tag: '@any-viewport' },
  async ({ page }) => {
    await test.step('a contractor profile address renders in the browser and hands over to the app', async () => {
      await page.goto('/freelancer/c-1042');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contractor profile');
      await expect(page.getByRole('link', { name: 'View this profile' })).toHaveAttribute(
        'href',
        /^https:\/\/[^/]+\/freelancer\/c-1042$/,
      );
    });

    await test.step('a static page below a client route still wins over it', async () => {
      await page.goto('/fixture/nested');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture nested heading');
    });

    await test.step('a parameter that fails validation shows the 404 page with "Page Not Found" and the path, and answers with its texts, title and noindex', async () => {
      await page.goto('/404');
      const notFoundTitle = await page.title();
      expect(notFoundTitle).toContain(MESSAGES.notFoundTitle);

      await gotoHydrated(page, '/job/not%20valid!');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.notFoundTitle);
      await expect(page.getByText(MESSAGES.notFoundDescription)).toBeVisible();
      await expect(page.getByText('Page Not Found /job/not%20valid!')).toBeVisible();
      await expect(page).toHaveTitle(notFoundTitle);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // A valid parameter keeps the route's own title.
      await gotoHydrated(page, '/job/1042');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Job details');
      await expect(page).toHaveTitle(/^Job details/);
    });

    await test.step('a template preview of an unknown template fails validation', async () => {
      await page.goto('/template-preview/no-such-template');
      await expect(
        page.getByText('Page Not Found /template-preview/no-such-template'),
      ).toBeVisible();
      await page.goto('/template-preview/build-your-own-team');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Template preview: build-your-own-team',
      );
    });

    await test.step('the booking frame has an empty layout: no header, no footer', async () => {
      await page.goto('/iframes/book-call/discovery');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Discovery Call');
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  },
);

// These four allow the same console error, a 404 status, and nothing else: one page goes
// through them in turn.
test(
  'unknown addresses that could leave the site or lose their path show the 404 page',
  { tag: '@any-viewport' },
  async ({ page, baseURL }) => {
    allowConsoleErrors(page, NOT_FOUND_STATUS);
    const site = new URL(baseURL ?? '');

    // Resolved against this site, `//evil.example/x` or `/\evil.example/x` names another host:
    // the 404 page's step that asks the server for a redirect must ask this site and stay on it.
    for (const path of ['//evil.example/x', '/\\evil.example/x']) {
      await test.step(`an unknown address beginning ${path.slice(0, 2)} keeps its in-page links on this site`, async () => {
        // In full: page.goto would resolve the path itself against the base URL.
        await gotoHydrated(page, `${site.origin}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.notFoundTitle);
        const askedTheServer = () =>
          page.waitForResponse(
            (response) =>
              response.request().method() === 'HEAD' && response.url().includes('evil.example'),
            { timeout: 10_000 },
          );

        let asked = askedTheServer();
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
        await page.keyboard.press('Enter');
        expect((await asked).url()).toBe(`${site.origin}/evil.example/x`);

        // Any other in-page link does the same.
        await page.evaluate(() => {
          const link = Object.assign(document.createElement('a'), { href: '#top' });
          link.textContent = 'Back to the top';
          document.querySelector('main')?.append(link);
        });
        asked = askedTheServer();
        await page.getByRole('link', { name: 'Back to the top' }).click();
        expect((await asked).url()).toBe(`${site.origin}/evil.example/x`);

        expect(new URL(page.url()).host).toBe(site.host);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.notFoundTitle);
        expect(externalRequests(page)).toEqual([]);
      });
    }

    const thrown: string[] = [];
    page.on('pageerror', (error) => thrown.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !NOT_FOUND_STATUS.test(message.text()))
        thrown.push(message.text());
    });
    // Gatsby's router reads `%2F` back as `%252F`, and finds no page for it without
    // router-path.ts.
    for (const path of ['/foo%2Fbar', '/blog/x%2Fy']) {
      await test.step(`an unknown address with an escaped slash (${path}) shows the 404 page`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.notFoundTitle);
        await expect(page.getByText(`${MESSAGES.pageNotFoundRoute} ${path}`)).toBeVisible();
        expect((await page.locator('body').innerText()).trim()).not.toBe('');
        expect(thrown).toEqual([]);
      });
    }
  },
);

// The 404 status here; the layout shifts at every width.
test('an address no route matches answers 404 and says "Page not found:" with the path, without moving anything on the page', async ({
  page,
}) => {
  allowConsoleErrors(page, NOT_FOUND_STATUS);
  await recordLayoutShifts(page);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

test(
  'a page that fails to render shows the error page',
  { tag: '@any-viewport' },
  async ({ page }) => {
    // React logs the error its boundary caught.
    allowConsoleErrors(page, /TypeError|Cannot read properties/);
    await gotoHydrated(page, '/');
    // The download's data as a broken CMS entry would leave it: the template throws.
    await page.route('**/page-data/download/fixture-download/page-data.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        result: { data: { contentfulGatedContent: Record<string, unknown> } };
      };
      // A required field the template reads without a check.
      body.result.data.contentfulGatedContent.intro = null;
      await route.fulfill({ response, json: body });
    });
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Fixture download' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: MESSAGES.notFoundTitle }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: MESSAGES.backToHome })).toHaveAttribute(
      'href',
      '/',
    );
  },
);
