/**
 * @jest-environment jsdom
 *
 * Segment's delivery, proven against a loopback server with analytics-next loaded exactly as
 * the site loads it (loadSegment: batching with spec section 9's constants); only the CDN
 * address points at the server, whose settings name it as the API host, as Segment's CDN
 * names its API. jsdom has no fetch, so analytics-next sends through its XMLHttpRequest
 * fallback over real sockets. Real timers: the gaps between attempts are what is proven.
 */
import { startFakeSegment, type FakeSegment } from '../support/runtime/fake-segment';
import { SEGMENT } from '../../src/lib/config/analytics';
import type { SegmentApi } from '../../src/services/analytics/segment-client';
import { loadSegment } from '../../src/services/analytics/segment-loader';

const until = async (condition: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the fake Segment');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * A full batch is sent at once; fewer events wait for the batch timeout. Retries are timed
 * from a batch that waited: a full batch that fails is retried when the timer its first
 * events started fires, not after a backoff (analytics-next keeps one flush timer).
 */
const sendEvents = (segment: SegmentApi, label: string, count: number = SEGMENT.batchSize) => {
  for (let index = 0; index < count; index += 1) {
    segment.track('Button Clicked', { button_text: `${label} ${index}` });
  }
};

/**
 * Records the delays analytics-next asks its timers for, between the 20 ms polls of `until`
 * and the batch timeout: a busy machine can stretch a gap between requests, never shorten
 * it, so gaps prove lower bounds and the asked-for delays prove the rest.
 */
const recordRetryDelays = () => {
  const timers = jest.spyOn(globalThis, 'setTimeout');
  return () => {
    const delays = timers.mock.calls
      .map(([, delay]) => delay ?? 0)
      .filter((delay) => delay > 100 && delay < SEGMENT.batchTimeoutMs);
    timers.mockRestore();
    return delays;
  };
};

let server: FakeSegment;
let keys = 0;
/** A fresh instance per test, under its own write key. */
const load = () =>
  loadSegment(`writeKey${String(keys++).padStart(6, '0')}`, { cdnURL: server.origin });

beforeEach(async () => {
  server = await startFakeSegment();
});
afterEach(() => {
  // A test that failed before reading its retry delays leaves the setTimeout spy in place.
  jest.restoreAllMocks();
  return server.close();
});

describe('Segment delivery (analytics-next as the site configures it)', () => {
  it('sends events in batches of the spec size to POST /b with the write key', async () => {
    const segment = await load();
    sendEvents(segment, 'first');
    await until(() => server.batches.length === 1);
    const [request] = server.batches;
    expect(request?.batch).toHaveLength(SEGMENT.batchSize);
    expect(request?.headers.authorization).toMatch(/^Basic /);
    expect(request?.batch[0]).toMatchObject({ type: 'track', event: 'Button Clicked' });
  });

  it('sends a batch that does not fill up after the batch timeout', async () => {
    const segment = await load();
    const sentAt = Date.now();
    sendEvents(segment, 'few', 3);
    await until(() => server.batches.length === 1);
    expect((server.batches[0]?.at ?? 0) - sentAt).toBeGreaterThanOrEqual(
      SEGMENT.batchTimeoutMs - 50,
    );
    expect(server.batches[0]?.batch).toHaveLength(3);
  });

  it('retries a 5xx with growing backoff, then delivers the same events', async () => {
    server.script.push({ status: 500 }, { status: 503 });
    const segment = await load();
    const retryDelays = recordRetryDelays();
    sendEvents(segment, 'retried', 3);
    await until(() => server.batches.length === 3);
    const [first, second, third] = server.batches;
    const ids = (request: typeof first) => request?.batch.map(({ messageId }) => messageId);
    expect(ids(second)).toEqual(ids(first));
    expect(ids(third)).toEqual(ids(first));
    expect([second?.headers['x-retry-count'], third?.headers['x-retry-count']]).toEqual(['1', '2']);
    // Backoff of 0.5 s, then 1 s, each within analytics-next's 10 % jitter.
    const [firstDelay, secondDelay, ...more] = retryDelays();
    expect(more).toEqual([]);
    expect(firstDelay).toBeGreaterThanOrEqual(450);
    expect(firstDelay).toBeLessThanOrEqual(550);
    expect(secondDelay).toBeGreaterThanOrEqual(900);
    expect(secondDelay).toBeLessThanOrEqual(1100);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(440);
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThanOrEqual(890);
    expect(server.delivered().size).toBe(3);
  });

  it('retries a 429 after the rate-limit reset time, not the backoff or the batch timeout', async () => {
    server.script.push({ status: 429, rateLimitResetSeconds: 2 });
    const segment = await load();
    const retryDelays = recordRetryDelays();
    sendEvents(segment, 'limited', 3);
    await until(() => server.batches.length === 2);
    const [limited, retried] = server.batches;
    const gap = (retried?.at ?? 0) - (limited?.at ?? 0);
    expect(gap).toBeGreaterThanOrEqual(1950);
    expect(retryDelays()).toEqual([2000]);
    expect(server.delivered().size).toBe(3);
  });

  it('loses no event of a session through failures within the retry budget', async () => {
    server.script.push(
      { status: 500 },
      { status: 429, rateLimitResetSeconds: 1 },
      { status: 502 },
      { status: 200 },
      { status: 503 },
    );
    const segment = await load();
    segment.page('Home', { path: '/', title: 'Home' });
    segment.identify('42', { email: 'ada@example.org' });
    for (let burst = 0; burst < 3; burst += 1) {
      sendEvents(segment, `burst ${burst}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const sent = 2 + 3 * SEGMENT.batchSize;
    await until(() => server.delivered().size === sent, 25_000);
    const delivered = server.batches
      .filter(({ status }) => status < 300)
      .flatMap(({ batch }) => batch);
    expect(delivered.map(({ type }) => type).sort()).toEqual(
      ['identify', 'page', ...Array<string>(3 * SEGMENT.batchSize).fill('track')].sort(),
    );
    expect(server.batches.some(({ status }) => status >= 400)).toBe(true);
  }, 40_000);
});
