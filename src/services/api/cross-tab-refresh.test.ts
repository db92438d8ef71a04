/**
 * Two tabs of one browser: each has its own API client, and they share what tabs share (the
 * auth cookies, here one token store; the Web Locks manager; BroadcastChannel).
 */
import { MAIN_API } from '../../lib/site-config';
import { createApiClient } from './client';
import {
  createFakeBroadcastBus,
  createFakeLockManager,
  createMemoryTokenStore,
} from '../../../tests/support/runtime/fake-browser-tabs';
import { startFakeMainApi, type FakeMainApi } from '../../../tests/support/runtime/fake-main-api';
import { broadcastLock, inTabLock, REFRESH_LOCK_NAME, webLocksLock } from './refresh-lock';
import type { RefreshLock } from './refresh-lock';
import type { ApiClient } from './client';

const REFRESH = MAIN_API.endpoints.refreshToken;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let api: FakeMainApi;
beforeEach(async () => {
  api = await startFakeMainApi();
  api.expireAccessToken();
  // The refresh answer takes a while, so the tabs' 401s surely overlap with it.
  api.override(REFRESH, async (normal) => {
    await wait(100);
    return normal();
  });
});
afterEach(() => api.close());

const twoTabs = (lockOfTab: () => RefreshLock) => {
  const cookies = createMemoryTokenStore({ access: 'Bearer access-1', refresh: 'refresh-1' });
  const tab = () =>
    createApiClient({ baseUrl: api.baseUrl, tokens: cookies, refreshLock: lockOfTab() });
  return { cookies, tabs: [tab(), tab()] as const };
};

const storm = (client: ReturnType<typeof createApiClient>, name: string) =>
  Promise.allSettled(Array.from({ length: 5 }, (_, index) => client.get(`/${name}/${index}`)));

describe('a refresh across tabs', () => {
  it('two tabs sharing Web Locks hit 401 together and refresh once', async () => {
    const locks = createFakeLockManager();
    const {
      cookies,
      tabs: [first, second],
    } = twoTabs(() => webLocksLock(locks));

    const outcomes = (await Promise.all([storm(first, 'a'), storm(second, 'b')])).flat();

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    // Both tabs took the lock; the second found the tokens the first had written.
    expect(locks.granted()).toBe(2);
    expect(cookies.read()).toEqual({ access: 'Bearer access-2', refresh: 'refresh-2' });
  });

  it('without a cross-tab lock the same storm refreshes twice (what the lock prevents)', async () => {
    const {
      tabs: [first, second],
    } = twoTabs(inTabLock);

    const outcomes = (await Promise.all([storm(first, 'a'), storm(second, 'b')])).flat();

    // The second refresh presented a refresh token the first had already used up (an API that
    // detects reuse may revoke the whole session for that). Refused, it found the first tab's
    // tokens in the shared store, so the requests still went through.
    expect(api.requestsTo(REFRESH)).toHaveLength(2);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
  });

  it('tabs whose cookie reads lag behind the other tab still refresh once, reading the latest tokens under the lock', async () => {
    const locks = createFakeLockManager();
    const cookies = createMemoryTokenStore({ access: 'Bearer access-1', refresh: 'refresh-1' });
    // Each tab's document.cookie keeps showing the tokens it started with; the browser's
    // cookie jar (readLatest) has every tab's writes.
    const laggingTab = () => {
      const seen = cookies.read();
      return createApiClient({
        baseUrl: api.baseUrl,
        tokens: { ...cookies, read: () => seen, readLatest: async () => cookies.read() },
        refreshLock: webLocksLock(locks),
      });
    };

    const outcomes = (
      await Promise.all([storm(laggingTab(), 'a'), storm(laggingTab(), 'b')])
    ).flat();

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(cookies.read()).toEqual({ access: 'Bearer access-2', refresh: 'refresh-2' });
  });

  it('without Web Locks, a tab whose 401 comes while another refreshes waits for it (BroadcastChannel)', async () => {
    const bus = createFakeBroadcastBus();
    const {
      tabs: [first, second],
    } = twoTabs(() => broadcastLock(bus.open(REFRESH_LOCK_NAME)));

    const firstStorm = storm(first, 'a');
    while (api.requestsTo(REFRESH).length === 0) await wait(5);
    const outcomes = (await Promise.all([firstStorm, storm(second, 'b')])).flat();

    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
    expect(api.requestsTo(REFRESH)).toHaveLength(1);
    expect(api.requestsTo('/b/0').map((request) => request.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });
});

describe('a failed refresh across tabs', () => {
  const locks: Array<[string, () => () => RefreshLock]> = [
    [
      'Web Locks',
      () => {
        const manager = createFakeLockManager();
        return () => webLocksLock(manager);
      },
    ],
    [
      'BroadcastChannel',
      () => {
        const bus = createFakeBroadcastBus();
        return () => broadcastLock(bus.open(REFRESH_LOCK_NAME));
      },
    ],
  ];

  /** Both tabs' storms, the second once the first tab's refresh is under way. */
  const stormBoth = async (first: ApiClient, second: ApiClient) => {
    const firstStorm = storm(first, 'a');
    while (api.requestsTo(REFRESH).length === 0) await wait(5);
    return (await Promise.all([firstStorm, storm(second, 'b')])).flat();
  };

  it.each(locks)(
    'an outage (503) keeps both cookies for every tab (%s)',
    async (_lock, lockOfTab) => {
      api.override(REFRESH, async () => {
        await wait(100);
        return { status: 503 };
      });
      const {
        cookies,
        tabs: [first, second],
      } = twoTabs(lockOfTab());

      const outcomes = await stormBoth(first, second);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('rejected'));
      expect(cookies.read()).toEqual({ access: 'Bearer access-1', refresh: 'refresh-1' });
    },
  );

  it.each(locks)(
    'a refusal (401) clears both cookies once, and the waiting tab asks nothing more (%s)',
    async (_lock, lockOfTab) => {
      api.override(REFRESH, async () => {
        await wait(100);
        return { status: 401 };
      });
      const {
        cookies,
        tabs: [first, second],
      } = twoTabs(lockOfTab());

      const outcomes = await stormBoth(first, second);

      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(10).fill('rejected'));
      expect(api.requestsTo(REFRESH)).toHaveLength(1);
      expect(cookies.read()).toEqual({});
    },
  );
});
