/**
 * Keeping the open page in step with the server (spec section 4), in the built site: the
 * new-build poll (on the build with GATSBY_NEW_BUILD_POLL_SECONDS, the third-parties one) and
 * the navigation step that follows a redirect the server gives. The 10-second reload guard
 * and the chunk-load reload are unit-tested (src/services/site-version/*.test.ts).
 */
import { REDIRECTS } from '../../gatsby/redirects';
import { APP_DATA_PATH } from '../../src/services/site-version/site-version';
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
