/**
 * The visitor's session in the built site, against the loopback main API the tests start
 * (tests/support/runtime/fake-main-api.ts). The build's API address
 * (GATSBY_API_URL in tests/support/third-party-settings.ts) is answered from that server, so
 * the site's own client talks JSON:API to it through the browser, with the tokens in real
 * cookies and, across tabs, the browser's real Web Lock.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { AUTH_COOKIES, COOKIE_CONSENT, MAIN_API, MESSAGES } from '../../src/lib/site-config';
import {
  SESSION_PROFILE,
  startFakeMainApi,
  type FakeMainApi,
} from '../support/runtime/fake-main-api';
import { THIRD_PARTY_TEST_SETTINGS } from '../support/third-party-settings';
import { expectNoAxeViolations } from './support/axe';
import { FAILED_LOAD, documentLoads, failScripts } from './support/failing-code';
import {
  allowConsoleErrors,
  answerExternalRequests,
  expect,
  gotoHydrated,
  test,
} from './support/test';

const SESSION = MAIN_API.endpoints.session;
const REFRESH = MAIN_API.endpoints.refreshToken;
const API_HOST = new URL(THIRD_PARTY_TEST_SETTINGS.GATSBY_API_URL ?? '').host;
/** Chromium logs every answer with an error status the page fetched. */
const ERROR_STATUS = /the server responded with a status of (401|503)/;
/** What React 18 logs, minified or not, when the browser's first render differs from the HTML. */
const HYDRATION_WARNING = /hydrat|Minified React error #(418|419|422|423|425)/i;

/** The package comparison states, in the spec's words (section 4). */
const PACKAGE = { current: 'Your current package', upgrade: 'Upgrade', downgrade: 'Downgrade' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let api: FakeMainApi;
test.beforeEach(async () => {
  api = await startFakeMainApi();
});
test.afterEach(() => api.close());

/** The headers of a browser request the fake API reads; everything else stays behind. */
const FORWARDED_HEADERS = ['authorization', 'content-type', 'accept'];

/** Answers the build's API host from the loopback server, for every tab of the context. */
const serveApi = (page: Page) =>
  answerExternalRequests(page, { host: API_HOST, respond: forwardToApi });

/** A request to the build's API host, sent on to the loopback server and answered with its reply. */
const forwardToApi = async (route: Route) => {
  const request = route.request();
  const { pathname, search } = new URL(request.url());
  const headers = Object.fromEntries(
    Object.entries(request.headers()).filter(([name]) => FORWARDED_HEADERS.includes(name)),
  );
  const answer = await fetch(`${new URL(api.baseUrl).origin}${pathname}${search}`, {
    method: request.method(),
    headers,
    body: request.postData() ?? undefined,
  });
  await route.fulfill({
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? undefined,
    body: Buffer.from(await answer.arrayBuffer()),
  });
};

const BOTH_TOKENS = {
  [AUTH_COOKIES.access]: 'Bearer%20access-1',
  [AUTH_COOKIES.refresh]: 'refresh-1',
};

/**
 * The visitor's cookies before the first page: these, the remember cookie the site must leave
 * alone, and a stored "reject all" so no banner or third party joins in.
 */
const withCookies = (
  context: BrowserContext,
  baseURL: string | undefined,
  tokens: Record<string, string>,
) =>
  context.addCookies(
    Object.entries({
      ...tokens,
      [AUTH_COOKIES.remember]: 'true',
      [COOKIE_CONSENT.cookieName]: '1:',
    }).map(([name, value]) => ({ name, value, url: baseURL ?? '' })),
  );

/** The auth cookies the browser holds, decoded. */
const authCookies = async (context: BrowserContext) =>
  Object.fromEntries(
    (await context.cookies())
      .filter(({ name }) => name.startsWith('auth.token.'))
      .map(({ name, value }) => [name, decodeURIComponent(value)]),
  );

/** The header's app links; below the lg breakpoint they are in the menu, opened here. */
const appLinks = async (page: Page) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('banner').getByTestId('app-links').filter({ visible: true });
};

const plan = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

test.describe('the session against the main API @third-parties', () => {
  test.beforeEach(({ page }) => serveApi(page));

  test('restoring the session swaps Log In and Sign Up for Go to Dashboard in the same box, without a hydration warning', async ({
    page,
    context,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (HYDRATION_WARNING.test(message.text())) warnings.push(message.text());
    });
    // The session answer waits until the test has seen the page as the server rendered it.
    let answerSession = false;
    api.override(SESSION, async (normal) => {
      while (!answerSession) await wait(10);
      return normal();
    });
    await withCookies(context, baseURL, BOTH_TOKENS);

    await gotoHydrated(page, '/');
    const links = await appLinks(page);
    await expect(links.getByRole('link', { name: MESSAGES.logIn })).toBeVisible();
    await expect(links.getByRole('link', { name: MESSAGES.signUp })).toBeVisible();
    await expect.poll(() => api.requestsTo(SESSION).length).toBe(1);
    const anonymousBox = await links.boundingBox();

    answerSession = true;
    await expect(links.getByRole('link', { name: MESSAGES.goToDashboard })).toBeVisible();
    await expect(links.getByRole('link', { name: MESSAGES.logIn })).toHaveCount(0);
    await expect(links.getByRole('link', { name: MESSAGES.signUp })).toHaveCount(0);
    expect(await links.boundingBox()).toEqual(anonymousBox);
    expect(warnings).toEqual([]);

    const [request] = api.requestsTo(SESSION);
    expect(request?.method).toBe('GET');
    expect(request?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      accept: MAIN_API.mediaType,
      'content-type': MAIN_API.mediaType,
    });
  });

  test('a main API client whose code fails to load reloads the page once, then restores the session', async ({
    page,
    context,
    baseURL,
  }) => {
    allowConsoleErrors(page, FAILED_LOAD);
    await withCookies(context, baseURL, BOTH_TOKENS);
    const failed = await failScripts(page, async (url) => /\/main-api-[^/]*\.js$/.test(url));
    const loads = documentLoads(page, '/');
    await page.goto('/');
    await expect.poll(() => loads.length).toBe(2);
    // The mobile menu's button answers once the reloaded page is hydrated.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    const links = await appLinks(page);
    await expect(links.getByRole('link', { name: MESSAGES.goToDashboard })).toBeVisible();
    expect(failed()).toBeGreaterThan(0);
    expect(loads).toHaveLength(2);
  });

  test('the pricing comparison says how each plan stands against the current tier', async ({
    page,
    context,
    baseURL,
  }) => {
    await withCookies(context, baseURL, BOTH_TOKENS);
    // The fixture plans are tiers 1 (basic) and 2 (plus).
    api.setProfile({ ...SESSION_PROFILE, subscription: { package: { tier: 1 } } });
    await gotoHydrated(page, '/');
    await expect(plan(page, 'Fixture basic plan')).toContainText(PACKAGE.current);
    await expect(
      plan(page, 'Fixture plus plan').getByRole('link', { name: PACKAGE.upgrade }),
    ).toBeVisible();

    api.setProfile({ ...SESSION_PROFILE, subscription: { package: { tier: 2 } } });
    await gotoHydrated(page, '/');
    await expect(
      plan(page, 'Fixture basic plan').getByRole('link', { name: PACKAGE.downgrade }),
    ).toBeVisible();
    await expect(plan(page, 'Fixture plus plan')).toContainText(PACKAGE.current);
    await expect(plan(page, 'Fixture plus plan').getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, '/ with a current package');
  });

  test('a visitor without a session sees every plan with its own button and no package state', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      { name: COOKIE_CONSENT.cookieName, value: '1:', url: baseURL ?? '' },
    ]);
    await gotoHydrated(page, '/');
    await expect(
      plan(page, 'Fixture basic plan').getByRole('link', { name: 'Fixture plan button' }),
    ).toBeVisible();
    await expect(
      plan(page, 'Fixture plus plan').getByRole('link', {
        name: 'Fixture highlighted plan button',
      }),
    ).toBeVisible();
    for (const text of Object.values(PACKAGE)) {
      await expect(page.getByRole('article').getByText(text, { exact: true })).toHaveCount(0);
    }
    expect(api.log).toEqual([]);
  });

  test('a missing refresh token clears both auth cookies and asks the API nothing @any-viewport', async ({
    page,
    context,
    baseURL,
  }) => {
    await withCookies(context, baseURL, { [AUTH_COOKIES.access]: 'Bearer%20access-1' });
    await gotoHydrated(page, '/');
    await expect.poll(() => authCookies(context)).toEqual({ [AUTH_COOKIES.remember]: 'true' });
    await expect((await appLinks(page)).getByRole('link', { name: MESSAGES.logIn })).toBeVisible();
    expect(api.log).toEqual([]);
  });

  test('an API outage shows the anonymous state and keeps both auth cookies for the next page @any-viewport', async ({
    page,
    context,
    baseURL,
  }) => {
    allowConsoleErrors(page, ERROR_STATUS);
    api.expireAccessToken();
    api.override(REFRESH, { status: 503 });
    await withCookies(context, baseURL, BOTH_TOKENS);
    await gotoHydrated(page, '/');
    await expect.poll(() => api.requestsTo(REFRESH).length).toBe(1);
    // Nothing left to fetch: the refresh's answer has been handled by the page.
    await page.waitForLoadState('networkidle');
    await expect((await appLinks(page)).getByRole('link', { name: MESSAGES.logIn })).toBeVisible();
    expect(await authCookies(context)).toEqual({
      [AUTH_COOKIES.access]: 'Bearer access-1',
      [AUTH_COOKIES.refresh]: 'refresh-1',
      [AUTH_COOKIES.remember]: 'true',
    });

    // The API is back: the next page restores the session with the kept tokens.
    api.override(REFRESH, async (normal) => normal());
    await gotoHydrated(page, '/');
    await expect(
      (await appLinks(page)).getByRole('link', { name: MESSAGES.goToDashboard }),
    ).toBeVisible();
  });

  test('a refused token refresh clears both auth cookies and leaves the visitor anonymous @any-viewport', async ({
    page,
    context,
    baseURL,
  }) => {
    allowConsoleErrors(page, ERROR_STATUS);
    api.expireAccessToken();
    api.override(REFRESH, { status: 401 });
    await withCookies(context, baseURL, BOTH_TOKENS);
    await gotoHydrated(page, '/');
    await expect.poll(() => authCookies(context)).toEqual({ [AUTH_COOKIES.remember]: 'true' });
    await expect((await appLinks(page)).getByRole('link', { name: MESSAGES.logIn })).toBeVisible();
    expect(api.requestsTo(SESSION)).toHaveLength(1);
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
  });

  test('two tabs answered 401 together refresh the tokens once, and each retries with the new token @any-viewport', async ({
    page,
    context,
    baseURL,
  }) => {
    allowConsoleErrors(page, ERROR_STATUS);
    api.expireAccessToken();
    // Neither tab's session request is answered (401) before both have arrived, and the
    // refresh takes a while: both tabs are refused while the first refresh runs.
    api.override(SESSION, async (normal) => {
      while (api.requestsTo(SESSION).length < 2) await wait(10);
      return normal();
    });
    api.override(REFRESH, async (normal) => {
      await wait(300);
      return normal();
    });
    await withCookies(context, baseURL, BOTH_TOKENS);
    const second = await context.newPage();

    await Promise.all([gotoHydrated(page, '/'), gotoHydrated(second, '/')]);

    for (const tab of [page, second]) {
      await expect(
        (await appLinks(tab)).getByRole('link', { name: MESSAGES.goToDashboard }),
      ).toBeVisible();
    }
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo(SESSION).map(({ headers }) => headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
    ]);
    expect(await authCookies(context)).toEqual({
      [AUTH_COOKIES.access]: 'Bearer access-2',
      [AUTH_COOKIES.refresh]: 'refresh-2',
      [AUTH_COOKIES.remember]: 'true',
    });
  });
});
