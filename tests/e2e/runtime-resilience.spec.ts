/**
 * Keeping the open page in step with the server (spec section 4), in the built site: the
 * new-build poll and its notice (on the build with GATSBY_NEW_BUILD_POLL_SECONDS, the
 * third-parties one), the
 * navigation step that follows a redirect the server gives, and the loading bar over a
 * navigation, failed ones included. Code that fails to load: chunk-errors.spec.ts.
 */
import type { Page } from '@playwright/test';
import { REDIRECTS } from '../../gatsby/redirects';
import { NOTIFICATIONS } from '../../src/lib/site-config';
import { SITE_UPDATED_TEXT } from '../../src/services/notifications/site-updated';
import { APP_DATA_PATH } from '../../src/services/site-version/site-version';
import { expectNoAxeViolations } from './support/axe';
import { isSamePage, markPage, navigateInPage } from './support/client-navigation';
import { escapeRegExp } from '../support/escape-reg-exp';
import {
  allowConsoleErrors,
  allowExternalRequests,
  expect,
  gotoHydrated,
  isLocalUrl,
  test,
} from './support/test';

/** The site's poll asks with a time query; Gatsby's own loader asks without one. */
const isPoll = (url: URL) => url.pathname === APP_DATA_PATH && url.searchParams.has('t');

test('after the poll finds a newer build, the next route change loads the page in full @third-parties @any-viewport', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await markPage(page);

  // A poll that finds this build changes nothing: the route change stays in the page.
  await page.waitForRequest((request) => isPoll(new URL(request.url())));
  await navigateInPage(page, '/build-your-own-team');
  await expect(page).toHaveURL(/\/build-your-own-team$/);
  expect(await isSamePage(page)).toBe(true);

  // Then a deploy: the next poll sees another build.
  let polledNewer = false;
  await page.route(isPoll, async (route) => {
    await route.fulfill({ json: { webpackCompilationHash: 'a-newer-build' } });
    polledNewer = true;
  });
  await expect.poll(() => polledNewer).toBe(true);
  expect(await isSamePage(page)).toBe(true);

  await Promise.all([page.waitForEvent('load'), navigateInPage(page, '/')]);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await isSamePage(page)).toBe(false);
});

/** Stops the page's clock half a second on: the time must still be ahead when the call lands. */
const holdClock = async (page: Page) => {
  for (;;) {
    const soon = (await page.evaluate(() => Date.now())) + 500;
    try {
      return await page.clock.pauseAt(soon);
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
};

type TimerWindow = Window & { e2eTimers?: Pick<Window, 'setTimeout' | 'clearTimeout'> };

/** Keeps the browser's own timers, before the clock replaces them (axe waits on them). */
const keepRealTimers = (page: Page) =>
  page.context().addInitScript(() => {
    const timers = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
    (window as TimerWindow).e2eTimers = timers;
  });

/** Runs axe on the real timers while the page's own stay held. */
const scanWithHeldClock = async (page: Page, context: string) => {
  const swap = () =>
    page.evaluate(() => {
      const win = window as TimerWindow;
      const held = { setTimeout: win.setTimeout, clearTimeout: win.clearTimeout };
      Object.assign(win, win.e2eTimers);
      win.e2eTimers = held;
    });
  await swap();
  try {
    await expectNoAxeViolations(page, context);
  } finally {
    await swap();
  }
};

test('a newer build is told in a notice the visitor can dismiss, which leaves on its own too @third-parties', async ({
  page,
}) => {
  // The page's clock is held once the notice is in, so it stays through the axe scan.
  await keepRealTimers(page);
  await page.clock.install();
  await page.route(isPoll, (route) =>
    route.fulfill({ json: { webpackCompilationHash: 'a-newer-build' } }),
  );
  await gotoHydrated(page, '/');
  const notice = page.getByRole('status').filter({ hasText: SITE_UPDATED_TEXT });
  await expect(notice).toBeInViewport();
  await holdClock(page);
  await scanWithHeldClock(page, '/ with the site-updated notice');
  await expect(notice).toBeVisible();

  // The cookie banner is open too (no choice stored): the notice is beside it, not under it.
  await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.getByText(SITE_UPDATED_TEXT)).toHaveCount(0);

  // On a fresh page with the clock running, the notice leaves after the helpers' timeout.
  await page.clock.resume();
  await gotoHydrated(page, '/build-your-own-team');
  await expect(page.getByText(SITE_UPDATED_TEXT)).toBeVisible();
  await expect(page.getByText(SITE_UPDATED_TEXT)).toHaveCount(0, {
    timeout: NOTIFICATIONS.helperTimeoutMs * 2,
  });
});

test('a route change to an address the server redirects to another host loads it in full @any-viewport', async ({
  page,
}) => {
  const rule = REDIRECTS.find(({ to }) => /^https:\/\//.test(to));
  if (!rule) throw new Error('The redirect table has no target on another host');
  const served = await page.request.get(rule.from, { maxRedirects: 0 });
  expect(served.status()).toBe(rule.status);
  expect(served.headers().location).toBe(rule.to);

  // Gatsby finds no page data for the redirected address. The step's HEAD follows the
  // server's redirect, and the policy's connect-src refuses the other host: that refusal is
  // what makes the step load the address in full.
  allowConsoleErrors(
    page,
    /the server responded with a status of 404/,
    /violates the following Content Security Policy directive: "connect-src/,
  );
  // Those two requests, refused by the policy before they leave, are what the guard sees.
  allowExternalRequests(page, new RegExp(`^HEAD ${escapeRegExp(rule.to)} `));
  // The step asks with fetch; Gatsby's loader asks too, with XMLHttpRequest, and shows the 404.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'HEAD' && request.resourceType() === 'fetch' && isLocalUrl(url)) {
      asked.push(url.pathname);
    }
  });
  // The full load of the address is answered here: Playwright cannot intercept the request a
  // redirect leads to, so the browser must not follow the server's redirect to the other host.
  await page.route(
    (url) => url.pathname === rule.from,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Loaded in full</title>',
      });
    },
  );

  await gotoHydrated(page, '/');
  const fullLoad = page.waitForRequest(
    (request) =>
      request.resourceType() === 'document' && new URL(request.url()).pathname === rule.from,
  );
  await navigateInPage(page, rule.from);
  await fullLoad;
  await expect(page).toHaveTitle('Loaded in full');
  // The site's step asked the server where the address leads before loading it.
  expect(asked).toEqual([rule.from]);
});

test.describe('the loading bar @any-viewport', () => {
  const TARGET = '/build-your-own-team';
  const isTargetPageData = (url: URL) => url.pathname === `/page-data${TARGET}/page-data.json`;
  const bar = (page: Page) => page.locator('div[data-phase]');
  const teamLink = (page: Page) => page.getByRole('link', { name: 'Fixture primary button' });

  test('runs while the next page is on its way, until it is drawn', async ({ page }) => {
    await gotoHydrated(page, '/');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(isTargetPageData, async (route) => {
      await released;
      await route.continue();
    });

    await teamLink(page).click();
    // Gatsby tells of a navigation that takes over a second (onRouteUpdateDelayed).
    await expect(bar(page)).toHaveAttribute('data-phase', 'running');
    await expect(bar(page)).toHaveAttribute('data-error', 'false');

    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture team page heading');
    await expect(bar(page)).toHaveAttribute('data-phase', 'idle');
    await expect(bar(page)).toHaveAttribute('data-error', 'false');
  });

  test("ends in the error colour when the next page's code fails to load, then the address loads in full", async ({
    page,
  }) => {
    allowConsoleErrors(page, /Failed to load resource|net::ERR_FAILED|ChunkLoadError/);
    const DOWNLOAD = '/download/fixture-download';
    // The download template's code: slow, then lost, until the address loads in full.
    let fullLoad = false;
    await page.route(/\/component---src-templates-gated-content-tsx-[^/]*\.js$/, async (route) => {
      if (fullLoad) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 2500));
      return route.abort('failed');
    });
    await gotoHydrated(page, '/');
    await markPage(page);
    // Gatsby answers the failure with a full load of the address: held until the bar is read,
    // so the page that showed the bar is still there to read it from.
    let askedForDocument: () => void = () => undefined;
    const documentAsked = new Promise<void>((resolve) => (askedForDocument = resolve));
    let releaseDocument: () => void = () => undefined;
    const documentReleased = new Promise<void>((resolve) => (releaseDocument = resolve));
    await page.route(
      (url) => url.pathname === DOWNLOAD,
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        fullLoad = true;
        askedForDocument();
        await documentReleased;
        return route.continue();
      },
    );
    // Every state the bar takes, in order, told to the test as it happens (it fades back to
    // idle within a second, and the page cannot be asked while its full load is pending).
    const states: string[] = [];
    await page.exposeFunction('e2eBarState', (state: string) => states.push(state));
    await bar(page).evaluate((element) => {
      const tell = (window as unknown as { e2eBarState: (state: string) => void }).e2eBarState;
      new MutationObserver(() => {
        tell(`${element.getAttribute('data-phase')} ${element.getAttribute('data-error')}`);
      }).observe(element, { attributes: true });
    });

    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Fixture download' })
      .click();
    await documentAsked;
    await expect.poll(() => states).toContain('finishing true');

    releaseDocument();
    await expect(page).toHaveURL(new RegExp(`${DOWNLOAD}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    expect(await isSamePage(page)).toBe(false);
  });
});
