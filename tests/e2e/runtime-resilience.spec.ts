/**
 * Keeping the open page in step with the server (spec section 4), in the built site: the
 * new-build poll (on the build with GATSBY_NEW_BUILD_POLL_SECONDS, the third-parties one) and
 * the navigation step that follows a redirect the server gives. The 10-second reload guard
 * and the chunk-load reload are unit-tested (src/services/site-version/*.test.ts).
 */
import type { Page } from '@playwright/test';
import { REDIRECTS } from '../../gatsby/redirects';
import { APP_DATA_PATH } from '../../src/services/site-version/site-version';
import {
  allowConsoleErrors,
  answerExternalRequests,
  expect,
  gotoHydrated,
  test,
} from './support/test';

/** A client-side route change, as a click on a site link makes it (Gatsby's navigate). */
const navigateInPage = (page: Page, to: string) =>
  page.evaluate((path) => {
    (window as unknown as { ___navigate: (to: string) => void }).___navigate(path);
  }, to);

/** A mark only a full page load removes. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
  });
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage === true);

/** The site's poll asks with a time query; Gatsby's own loader asks without one. */
const isPoll = (url: URL) => url.pathname === APP_DATA_PATH && url.searchParams.has('t');

test('after the poll finds a newer build, the next route change loads the page in full @third-parties', async ({
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

test('a route change to an address the server redirects to another host loads it in full @any-viewport', async ({
  page,
}) => {
  const rule = REDIRECTS.find(({ to }) => /^https:\/\//.test(to));
  if (!rule) throw new Error('The redirect table has no target on another host');
  const target = new URL(rule.to);
  answerExternalRequests(page, {
    host: target.host,
    contentType: 'text/html',
    body: '<!doctype html><title>Another host</title>',
  });
  // Gatsby finds no page data for the redirected address.
  allowConsoleErrors(page, /the server responded with a status of 404/);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'HEAD') asked.push(new URL(request.url()).pathname);
  });

  await gotoHydrated(page, '/');
  await Promise.all([page.waitForURL(target.href), navigateInPage(page, rule.from)]);
  await expect(page).toHaveTitle('Another host');
  // The site's step asked the server where the address leads.
  expect(asked).toContain(rule.from);
});
