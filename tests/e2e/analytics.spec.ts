/**
 * Segment in the built site, on the fixture build with the third parties configured
 * (`test-site.ts third-parties`, tests/support/third-party-settings.ts). Segment's CDN and API
 * are answered here, locally: nothing leaves the machine.
 */
import type { Page, Request } from '@playwright/test';
import { COOKIE_CONSENT } from '../../src/lib/site-config';
import { navigateInPage } from './support/client-navigation';
import { answerExternalRequests, expect, gotoHydrated, test } from './support/test';
import {
  SEGMENT_HOSTS,
  SEGMENT_WRITE_KEY,
  segmentSettings,
  THIRD_PARTY_ANSWERS,
} from './support/third-party-answers';

// Segment sends in batches every few seconds once loaded; a busy machine (CI runs three browser
// lanes side by side) can take several times as long to get there.
const SEGMENT_SENT = { timeout: 30_000 };
test.describe.configure({ timeout: 60_000 });

// The other third parties of this build (performance consent starts Hotjar and Sentry too).
test.beforeEach(({ page }) => answerExternalRequests(page, ...THIRD_PARTY_ANSWERS));

interface SegmentMessage {
  type: string;
  event?: string;
  messageId?: string;
  properties?: Record<string, unknown>;
}

/** Answers Segment's CDN and API like Segment, and keeps what the page sent. */
const playSegment = async (page: Page) => {
  const requests: Request[] = [];
  await page.route(`https://${SEGMENT_HOSTS.cdn}/**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ json: segmentSettings() });
  });
  await page.route(`https://${SEGMENT_HOSTS.api}/**`, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, body: '' });
  });
  const batches = () =>
    requests
      .filter((request) => new URL(request.url()).pathname === '/v1/b')
      .flatMap((request) => (request.postDataJSON() as { batch: SegmentMessage[] }).batch);
  return { requests, batches };
};

/** A visitor who accepted the performance category before (Segment's consent). */
const consentToPerformance = (page: Page, baseURL: string | undefined) =>
  page
    .context()
    .addCookies([{ name: COOKIE_CONSENT.cookieName, value: '1:performance', url: baseURL ?? '' }]);

/** The web-vitals library's chunk (src/services/analytics/web-vitals-loader.ts). */
const WEB_VITALS_CHUNK = /\/web-vitals-[^/]*\.js$/;

const WEB_VITAL_EVENT = 'Web Vital Measured';

/** Keeps the address of every script the page asks for. */
const watchScripts = (page: Page) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
};

/**
 * The Core Web Vitals events among what the page sent, by metric. The flush on hide sends what
 * waits for the batch timer, and the timer sends it again: Segment keeps one per messageId.
 */
const webVitals = (segment: { batches: () => SegmentMessage[] }) =>
  [
    ...new Map(
      segment
        .batches()
        .filter((message) => message.type === 'track' && message.event === WEB_VITAL_EVENT)
        .map(({ messageId, properties }) => [messageId, properties ?? {}]),
    ).values(),
  ].sort((a, b) => String(a.metric).localeCompare(String(b.metric)));

/** The events other than Core Web Vitals, which every page view with consent sends too. */
const clicks = (segment: { batches: () => SegmentMessage[] }) =>
  segment.batches().filter(({ type, event }) => type === 'track' && event !== WEB_VITAL_EVENT);

/** As when the visitor switches tab: web-vitals reports CLS and INP, Segment sends at once. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

/** The page calls among what the page sent. */
const pageCalls = (segment: { batches: () => SegmentMessage[] }) =>
  segment.batches().filter(({ type }) => type === 'page');

/** Opens `path` for a visitor who consented, once Segment has started (its first page call). */
const openWithSegment = async (page: Page, baseURL: string | undefined, path: string) => {
  await consentToPerformance(page, baseURL);
  const segment = await playSegment(page);
  await gotoHydrated(page, path);
  await expect.poll(() => pageCalls(segment), SEGMENT_SENT).toHaveLength(1);
  return segment;
};

test.describe('Segment @third-parties @any-viewport', () => {
  test('before consent, nothing is asked of Segment and its code and web-vitals are not loaded', async ({
    page,
  }) => {
    const segment = await playSegment(page);
    const scripts = watchScripts(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    // What would make web-vitals report, had it loaded.
    await page.getByRole('heading', { level: 1 }).click();
    await hidePage(page);
    expect(segment.requests.map((request) => request.url())).toEqual([]);
    expect(scripts.filter((url) => /segment|sentry|web-vitals/i.test(url))).toEqual([]);
  });

  test('with performance consent, page calls and Core Web Vitals events go to the configured host', async ({
    page,
    baseURL,
  }) => {
    const scripts = watchScripts(page);
    const segment = await openWithSegment(page, baseURL, '/?utm_source=news&utm_campaign=spring');
    const settings = segment.requests.find((request) => request.url().includes('/settings'));
    expect(settings?.url()).toBe(
      `https://${SEGMENT_HOSTS.cdn}/v1/projects/${SEGMENT_WRITE_KEY}/settings`,
    );
    const [call] = pageCalls(segment);
    const title = await page.title();
    expect(call?.properties).toEqual(
      expect.objectContaining({
        title,
        name: title,
        path: '/',
        search: '?utm_source=news&utm_campaign=spring',
        hash: '',
        url: `${baseURL}/?utm_source=news&utm_campaign=spring`,
        referrer: '',
        utm_source: 'news',
        utm_campaign: 'spring',
      }),
    );

    // TTFB is reported once the page has loaded; LCP at the first interaction, which is also
    // the one INP measures; CLS and INP when the page is hidden.
    await expect
      .poll(() => webVitals(segment).map(({ metric }) => metric), SEGMENT_SENT)
      .toEqual(['TTFB']);
    expect(scripts.filter((url) => WEB_VITALS_CHUNK.test(url))).toHaveLength(1);
    await page.getByRole('heading', { level: 1 }).click();
    // The browser times an interaction once its next frame is painted.
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    // web-vitals reads interactions once the page is idle; a page hidden sooner reports no INP.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })),
    );
    await hidePage(page);
    await expect
      .poll(() => webVitals(segment).map(({ metric }) => metric), SEGMENT_SENT)
      .toEqual(['CLS', 'INP', 'LCP', 'TTFB']);
    for (const vital of webVitals(segment)) {
      expect(vital).toEqual(
        expect.objectContaining({
          value: expect.any(Number),
          rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
          metric_id: expect.stringMatching(/^v6-/),
          navigation_type: 'navigate',
          page_path: '/',
          utm_source: 'news',
        }),
      );
    }
  });

  test('a page that turns external scripts off gets no page call, even once Segment loads later', async ({
    page,
    baseURL,
  }) => {
    await consentToPerformance(page, baseURL);
    const segment = await playSegment(page);
    await gotoHydrated(page, '/ccw2025');
    // Client-side, as a link would: the flagged page's queued calls would go out now.
    await navigateInPage(page, '/');
    await expect.poll(() => pageCalls(segment), SEGMENT_SENT).toHaveLength(1);
    // Give a late call for the flagged page the time a batch takes (5 s) to show up.
    await page.waitForTimeout(6000);
    const calls = pageCalls(segment);
    expect(calls.map(({ properties }) => properties?.path)).toEqual(['/']);
    // The call of a client-side route change names the new page, not an empty title.
    expect(calls[0]?.properties?.title).toBe(await page.title());
  });

  test('a button clicked while the analytics code is on its way is still reported', async ({
    page,
    baseURL,
  }) => {
    await consentToPerformance(page, baseURL);
    const segment = await playSegment(page);
    // The runtime's third-party chunk, held back until the click has been made.
    let requested: () => void = () => undefined;
    let deliver: () => void = () => undefined;
    const chunkRequested = new Promise<void>((resolve) => (requested = resolve));
    const chunkDelivered = new Promise<void>((resolve) => (deliver = resolve));
    await page.route(/\/deferred-runtime-[^/]*\.js$/, async (route) => {
      requested();
      await chunkDelivered;
      await route.continue();
    });
    await gotoHydrated(page, '/');
    await chunkRequested;
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Fixture group' })
      .click();
    deliver();
    const events = () => clicks(segment);
    await expect.poll(events, SEGMENT_SENT).toHaveLength(1);
    expect(events()[0]?.properties).toEqual(
      expect.objectContaining({
        section_page: '/',
        section_name: 'Main',
        button_text: 'Fixture group',
      }),
    );
  });

  test('a menu link the editors marked tracked is reported as a button click', async ({
    page,
    baseURL,
  }) => {
    const segment = await openWithSegment(page, baseURL, '/');
    // The fixture's "Fixture beta link" has its Tracked field set; the footer's other links not.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fixture alpha link' }).click();
    await expect(page).toHaveURL(/\/fixture-alpha$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Fixture beta link' }).click();
    await expect(page).toHaveURL(/\/fixture-beta-low$/);
    const events = () => clicks(segment);
    await expect.poll(events, SEGMENT_SENT).toHaveLength(1);
    expect(events()[0]?.properties).toEqual(
      expect.objectContaining({ section_page: '/fixture-alpha', button_text: 'Fixture beta link' }),
    );
  });
});

test.describe('ad conversions @third-parties @any-viewport', () => {
  interface PageGlobals {
    dataLayer?: { event?: string }[];
    fbq?: { queue?: unknown[][] };
  }

  test('with targeting consent, a sent form is a conversion in the dataLayer and for the pixel', async ({
    page,
    baseURL,
  }) => {
    await page
      .context()
      .addCookies([{ name: COOKIE_CONSENT.cookieName, value: '1:targeting', url: baseURL ?? '' }]);
    await gotoHydrated(page, '/contact');
    const conversions = () =>
      page.evaluate(() => {
        const { dataLayer = [], fbq } = window as unknown as PageGlobals;
        return {
          dataLayer: dataLayer.filter((entry) => entry.event === 'conversion'),
          pixel: (fbq?.queue ?? []).filter(
            ([command, event]) => command === 'track' && event !== 'PageView',
          ),
        };
      });
    // Both have started (their stand-ins are empty libraries, so the calls stay in their queues).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const { dataLayer = [], fbq } = window as unknown as PageGlobals;
          return dataLayer.some((entry) => entry.event === 'gtm.js') && fbq !== undefined;
        }),
      )
      .toBe(true);
    expect(await conversions()).toEqual({ dataLayer: [], pixel: [] });

    await page.getByLabel(/^Your name/).fill('Grace Hopper');
    await page.getByLabel(/^E-mail/).fill('grace@example.org');
    await page.getByLabel(/^Fixture contact message label/).fill('A conversion, please.');
    await page.getByRole('button', { name: 'Send fixture contact' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Fixture Contact sent' }),
    ).toBeVisible();
    await expect.poll(conversions).toEqual({
      dataLayer: [{ event: 'conversion', conversion: 'contact', value: 1, currency: 'USD' }],
      pixel: [['track', 'Lead', { content_name: 'contact', value: 1, currency: 'USD' }]],
    });
  });
});
