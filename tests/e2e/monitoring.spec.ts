/**
 * Sentry in the built site, on the fixture build with the third parties configured
 * (tests/support/third-party-settings.ts sets a DSN). Its ingest host is answered here,
 * locally, and every envelope the page sends is kept.
 */
import type { Page } from '@playwright/test';
import { THIRD_PARTIES } from '../../src/services/third-parties/registry';
import {
  allowConsoleErrors,
  answerExternalRequests,
  expect,
  externalRequests,
  gotoHydrated,
  test,
} from './support/test';
import { SENTRY_INGEST_HOST, THIRD_PARTY_ANSWERS } from './support/third-party-answers';

/** The consent category Sentry waits for, as the registry gives it. */
const SENTRY_CATEGORY = THIRD_PARTIES.find(({ id }) => id === 'sentry')?.category ?? '';
const CATEGORY_LABEL = `${SENTRY_CATEGORY.charAt(0).toUpperCase()}${SENTRY_CATEGORY.slice(1)}`;
const THROWN = 'e2e: an error nobody catches';

interface EnvelopeItem {
  type: string;
  payload: Record<string, unknown>;
}

interface Envelope {
  header: { trace?: { sample_rate?: string; sampled?: string } };
  items: EnvelopeItem[];
}

/** A Sentry envelope: a header line, then a header line and a payload line per item. */
const parseEnvelope = (body: string): Envelope => {
  const [header = '{}', ...lines] = body.split('\n').filter((line) => line !== '');
  const items: EnvelopeItem[] = [];
  for (let index = 0; index + 1 < lines.length; index += 2) {
    const item = JSON.parse(lines[index] ?? '{}') as { type: string };
    items.push({ type: item.type, payload: JSON.parse(lines[index + 1] ?? '{}') });
  }
  return { header: JSON.parse(header) as Envelope['header'], items };
};

/** Answers Sentry's ingest host and keeps each envelope sent to it. */
const playSentry = async (page: Page) => {
  const envelopes: Envelope[] = [];
  await page.route(`https://${SENTRY_INGEST_HOST}/**`, async (route) => {
    envelopes.push(parseEnvelope(route.request().postData() ?? ''));
    await route.fulfill({ status: 200, json: {} });
  });
  const itemsOf = (type: string) =>
    envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.type === type).map((item) => ({ envelope, item })),
    );
  return { envelopes, itemsOf };
};

interface StreamedSpan {
  is_segment?: boolean;
  attributes?: Record<string, { value?: unknown }>;
}

/**
 * The root span of the page load. Sentry 11 streams spans ("span" items holding a list)
 * instead of sending transactions.
 */
const pageLoadSpans = ({ itemsOf }: Awaited<ReturnType<typeof playSentry>>) =>
  itemsOf('span').flatMap(({ envelope, item }) =>
    ((item.payload.items as StreamedSpan[] | undefined) ?? [])
      .filter((span) => span.is_segment && span.attributes?.['sentry.op']?.value === 'pageload')
      .map((span) => ({ envelope, span })),
  );

const exceptionValues = (payload: Record<string, unknown>) =>
  ((payload.exception as { values?: { value?: string }[] } | undefined)?.values ?? []).map(
    ({ value }) => value,
  );

test.describe('Sentry @third-parties @any-viewport', () => {
  test.beforeEach(({ page }) => answerExternalRequests(page, ...THIRD_PARTY_ANSWERS));

  test('sends nothing before consent; after consent to its category, an uncaught error and every trace', async ({
    page,
  }) => {
    expect(SENTRY_CATEGORY).toBe('performance');
    allowConsoleErrors(page, new RegExp(THROWN));
    const sentry = await playSentry(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    await gotoHydrated(page, '/');
    await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sentry.envelopes).toEqual([]);
    expect(externalRequests(page).filter(({ host }) => host === SENTRY_INGEST_HOST)).toEqual([]);
    expect(scripts.filter((url) => /sentry/i.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('checkbox', { name: CATEGORY_LABEL }).check();
    await dialog.getByRole('button', { name: 'Accept selected' }).click();

    // Trace sampling 100%: the page load's trace is sent, marked as sampled at rate 1.
    await expect.poll(() => pageLoadSpans(sentry).length, { timeout: 15_000 }).toBe(1);
    const [pageLoad] = pageLoadSpans(sentry);
    expect(pageLoad?.envelope.header.trace).toMatchObject({ sample_rate: '1', sampled: 'true' });

    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, THROWN);
    await expect
      .poll(() => sentry.itemsOf('event').flatMap(({ item }) => exceptionValues(item.payload)))
      .toEqual([THROWN]);
  });
});
