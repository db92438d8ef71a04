/**
 * Cookie consent and the third parties it gates, on the fixture build with them configured
 * (`test-site.ts third-parties`; the @third-parties projects run the specs tagged so). Every
 * request to another host is logged and named by the third party it belongs to; the third
 * parties' hosts are answered locally (support/third-party-answers.ts), everything else stays
 * blocked.
 */
import type { Page } from '@playwright/test';
import { THIRD_PARTY_IDLE_TIMEOUT_MS } from '../../src/lib/site-config';
import { HOST_CONSENT_MESSAGES } from '../../src/services/consent/host-consent';
import { THIRD_PARTY_TEST_SETTINGS } from '../support/third-party-settings';
import { expectNoAxeViolations } from './support/axe';
import {
  answerExternalRequests,
  expect,
  externalRequests,
  gotoHydrated,
  test,
} from './support/test';
import {
  CONFIGURED_PARTIES,
  THIRD_PARTY_ANSWERS,
  thirdPartyOfHost,
} from './support/third-party-answers';

const BANNER = 'Cookies on this site';
const DIALOG = 'Cookie settings';

/**
 * Keeps a copy of every dataLayer entry in sessionStorage, so the order survives the reload
 * that follows a withdrawal; gtag's `arguments` entries become arrays. Top pages only: a frame
 * from another site may not use storage.
 */
const recordDataLayer = (page: Page) =>
  page.addInitScript(() => {
    if (window.self !== window.top) return;
    const key = 'e2e-data-layer';
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      for (const entry of entries) {
        const isArguments = Object.prototype.toString.call(entry) === '[object Arguments]';
        log.push(isArguments ? Array.from(entry as IArguments) : entry);
      }
      sessionStorage.setItem(key, JSON.stringify(log));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });

/** The recorded dataLayer: consent commands as "consent <kind> <ad_storage>", events by name. */
const dataLayerSteps = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[]).map((entry) =>
      Array.isArray(entry)
        ? `${String(entry[0])} ${String(entry[1])} ${String((entry[2] as { ad_storage?: string })?.ad_storage)}`
        : String((entry as { event?: string }).event),
    ),
  );

/** The paths of the recorded page_view events. */
const pageViewPaths = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as {
        event?: string;
        page_path?: string;
      }[]
    )
      .filter((entry) => entry.event === 'page_view')
      .map((entry) => entry.page_path),
  );

/** The third parties asked so far (a host of none of them would be listed as itself). */
const requestedParties = (page: Page) =>
  [...new Set(externalRequests(page).map(({ host }) => thirdPartyOfHost(host)))].sort();

/** Waits until the page is idle on the network, then says which third parties were asked. */
const partiesAfterSettling = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  return requestedParties(page);
};

/** Sentry sends its first request once the page-load trace ends, after the libraries load. */
const EVERY_PARTY_TIMEOUT = 15_000;

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await answerExternalRequests(page, ...THIRD_PARTY_ANSWERS);
  await recordDataLayer(page);
});

test('before any choice nothing leaves for a third party; the default is denied @third-parties', async ({
  page,
}) => {
  // Every third party is in this build, Segment and Sentry included, so none may be asked.
  expect(CONFIGURED_PARTIES).toEqual([
    'chat',
    'pixel',
    'recording',
    'segment',
    'sentry',
    'tagManager',
  ]);
  await gotoHydrated(page, '/');
  await expect(page.getByRole('dialog', { name: BANNER })).toBeVisible();
  expect(await partiesAfterSettling(page)).toEqual([]);
  expect(await dataLayerSteps(page)).toEqual(['consent default denied']);
});

test('after accept all each configured third party is requested, after the Consent Mode update @third-parties', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('dialog', { name: BANNER })).toBeHidden();
  await expect
    .poll(() => requestedParties(page), { timeout: EVERY_PARTY_TIMEOUT })
    .toEqual(CONFIGURED_PARTIES);
  expect(externalRequests(page).every(({ answered }) => answered)).toBe(true);
  expect(await dataLayerSteps(page)).toEqual([
    'consent default denied',
    'consent update granted',
    'gtm.js',
    'page_view',
  ]);

  // A route change inside the site is a page view too.
  await page.getByRole('contentinfo').locator('a[href="/build-your-own-team"]').first().click();
  await expect.poll(() => pageViewPaths(page)).toEqual(['/', '/build-your-own-team']);

  // A returning visitor: no banner, the update straight after the default, libraries again.
  await gotoHydrated(page, '/');
  await expect.poll(async () => (await dataLayerSteps(page)).length).toBe(9);
  expect((await dataLayerSteps(page)).slice(5)).toEqual([
    'consent default denied',
    'consent update granted',
    'gtm.js',
    'page_view',
  ]);
  await expect(page.getByRole('dialog', { name: BANNER })).toHaveCount(0);
});

test('after reject all no third party is requested, on this page or the next @third-parties', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Reject all' }).click();
  await expect(page.getByRole('dialog', { name: BANNER })).toBeHidden();
  expect(await partiesAfterSettling(page)).toEqual([]);
  await gotoHydrated(page, '/build-your-own-team');
  await expect(page.getByRole('dialog', { name: BANNER })).toHaveCount(0);
  expect(await partiesAfterSettling(page)).toEqual([]);
  expect(await dataLayerSteps(page)).toEqual(['consent default denied', 'consent default denied']);
});

test('customize: accept selected loads only the chosen categories @third-parties', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Functionality' }).check();
  await dialog.getByRole('button', { name: 'Accept selected' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => requestedParties(page)).toEqual(['chat']);
  expect(await partiesAfterSettling(page)).toEqual(['chat']);
});

test('Cookie settings in the footer reopens the dialog; revoking targeting denies again @third-parties', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect
    .poll(() => requestedParties(page), { timeout: EVERY_PARTY_TIMEOUT })
    .toEqual(CONFIGURED_PARTIES);

  await page.getByRole('contentinfo').getByRole('button', { name: DIALOG }).click();
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Targeting' }).uncheck();
  // The tag manager and the pixel cannot be stopped in place: the page reloads without them.
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: 'Accept selected' }).click(),
  ]);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const steps = await dataLayerSteps(page);
  expect(steps.slice(0, 5)).toEqual([
    'consent default denied',
    'consent update granted',
    'gtm.js',
    'page_view',
    'consent update denied',
  ]);
  expect(steps.slice(5)).toEqual(['consent default denied']);
});

test.describe('page flags from the CMS', () => {
  const FLAGGED = [
    { path: '/ccw2025', parties: ['chat'] },
    { path: '/ccw2025/send-report', parties: ['chat'] },
    { path: '/ccw2025/thank-you', parties: [] },
  ];
  for (const { path, parties } of FLAGGED) {
    test(`${path} keeps ${parties.length ? 'only the chat' : 'every third party off'} after accept all @third-parties`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await page.getByRole('button', { name: 'Accept all' }).click();
      await expect(page.getByRole('dialog', { name: BANNER })).toBeHidden();
      if (parties.length > 0) await expect.poll(() => requestedParties(page)).toEqual(parties);
      expect(await partiesAfterSettling(page)).toEqual(parties);
    });
  }
});

test('axe finds nothing with the banner open, nor with the dialog open @third-parties', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('dialog', { name: BANNER })).toBeVisible();
  await expectNoAxeViolations(page, `/ with the banner (${testInfo.project.name})`);
  await page.getByRole('button', { name: 'Customize' }).click();
  await expect(page.getByRole('dialog', { name: DIALOG })).toBeVisible();
  await expectNoAxeViolations(page, `/ with the dialog (${testInfo.project.name})`);
});

test('the banner is reached and used by keyboard, over the page without moving its heading @third-parties', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.boundingBox();
  const banner = page.getByRole('dialog', { name: BANNER });
  await expect(banner).toBeFocused();
  await page.keyboard.press('Tab');
  const notice = banner.getByRole('link', { name: 'cookie notice' });
  await expect(notice).toBeFocused();
  // The link leads to a page (the links check cannot see it: the banner is drawn in the browser).
  const noticePage = await page.request.get((await notice.getAttribute('href')) ?? '');
  expect(noticePage.status()).toBe(200);
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
  expect(await heading.boundingBox()).toEqual(before);
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
});

test.describe('the booking frame on a partner site', () => {
  // The origin this build lets frame the booking page (GATSBY_BOOKING_FRAME_ORIGINS).
  const partner = new URL(THIRD_PARTY_TEST_SETTINGS.GATSBY_BOOKING_FRAME_ORIGINS ?? '');

  /** The partner's page: the frame, and a log of what the frame tells it. */
  const partnerPage = (site: string) =>
    `<!doctype html><html lang="en"><head><title>Partner</title></head><body>` +
    `<main><h1>Partner page</h1><iframe title="Book a call" width="600" height="900" ` +
    `src="${site}/iframes/book-call/discovery"></iframe></main><script>` +
    `window.fromFrame = []; addEventListener('message', (event) => {` +
    ` if (event.origin === ${JSON.stringify(site)}) window.fromFrame.push(event.data); });` +
    `</script></body></html>`;

  const fromFrame = (page: Page) =>
    page.evaluate(() => (window as unknown as { fromFrame: unknown[] }).fromFrame);

  /** The third parties the frame asked for (the partner's own page left out). */
  const frameParties = (page: Page) =>
    requestedParties(page).filter((party) => party !== partner.host);

  test('no banner covers the form and nothing optional loads until the partner passes its consent in @third-parties', async ({
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL ?? '').origin;
    await answerExternalRequests(page, {
      host: partner.host,
      contentType: 'text/html',
      body: partnerPage(site),
    });
    // Chromium asks before a site on the internet frames a local address; the visitor agrees.
    await page.context().grantPermissions(['local-network-access'], { origin: partner.origin });
    await page.goto(partner.href);
    const frame = page.frameLocator('iframe[title="Book a call"]');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    // The frame tells its host it listens for the visitor's choice, once its consent is in.
    await expect.poll(() => fromFrame(page)).toEqual([{ type: HOST_CONSENT_MESSAGES.ready }]);
    // Where the banner would be up by now: the third parties' start waits for an idle moment.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(THIRD_PARTY_IDLE_TIMEOUT_MS);
    await expect(frame.getByRole('dialog', { name: BANNER })).toHaveCount(0);
    // Its first field takes a click: nothing lies over the form.
    await frame.getByRole('textbox').first().click({ trial: true });
    expect(frameParties(page)).toEqual([]);

    await page.evaluate(
      ({ origin, message }) =>
        document.querySelector('iframe')?.contentWindow?.postMessage(message, origin),
      { origin: site, message: { type: HOST_CONSENT_MESSAGES.consent, granted: ['targeting'] } },
    );
    await expect.poll(() => frameParties(page)).toEqual(['pixel', 'tagManager']);
    await expect(frame.getByRole('dialog', { name: BANNER })).toHaveCount(0);
  });
});
