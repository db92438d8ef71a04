import {
  createFakeBroadcastBus,
  createFakeLockManager,
} from '../../../tests/support/runtime/fake-browser-tabs';
import {
  broadcastLock,
  inTabLock,
  refreshLockFor,
  REFRESH_LOCK_NAME,
  type ChannelLike,
} from './refresh-lock';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

/** A channel that records what is posted on it. */
const listeningChannel = (bus: ReturnType<typeof createFakeBroadcastBus>) => {
  const heard: unknown[] = [];
  const channel = bus.open(REFRESH_LOCK_NAME);
  channel.addEventListener('message', ({ data }) => heard.push(data));
  return { channel, heard };
};

describe('inTabLock', () => {
  it('runs one task at a time, in order, and a failed task does not block the next', async () => {
    const lock = inTabLock();
    const order: string[] = [];
    const gate = deferred();
    const first = lock.run(async () => {
      order.push('first starts');
      await gate.promise;
      order.push('first ends');
      throw new Error('refused');
    });
    const second = lock.run(async () => {
      order.push('second');
      return 2;
    });
    await Promise.resolve();
    gate.resolve();
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe(2);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });
});

describe('broadcastLock', () => {
  afterEach(() => jest.useRealTimers());

  it('announces busy and free to the other tabs', async () => {
    const bus = createFakeBroadcastBus();
    const other = listeningChannel(bus);
    const lock = broadcastLock(bus.open(REFRESH_LOCK_NAME), { tabId: 'tab-1' });
    await lock.run(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.heard).toEqual([
      { lock: REFRESH_LOCK_NAME, state: 'busy', tab: 'tab-1' },
      { lock: REFRESH_LOCK_NAME, state: 'free', tab: 'tab-1' },
    ]);
  });

  it('waits while another tab is busy, and no longer than staleAfterMs for a tab that closed', async () => {
    jest.useFakeTimers();
    const messages: Array<(event: { data: unknown }) => void> = [];
    const channel: ChannelLike = {
      postMessage: () => undefined,
      addEventListener: (_type, listener) => messages.push(listener),
    };
    const lock = broadcastLock(channel, { staleAfterMs: 1000, tabId: 'mine' });
    messages.forEach((listener) =>
      listener({ data: { lock: REFRESH_LOCK_NAME, state: 'busy', tab: 'closed-tab' } }),
    );
    let ran = false;
    const running = lock.run(async () => {
      ran = true;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(ran).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await running;
    expect(ran).toBe(true);
  });

  it('runs as soon as the busy tab says it is free', async () => {
    const bus = createFakeBroadcastBus();
    const otherTab = bus.open(REFRESH_LOCK_NAME);
    const lock = broadcastLock(bus.open(REFRESH_LOCK_NAME), { tabId: 'mine' });
    otherTab.postMessage({ lock: REFRESH_LOCK_NAME, state: 'busy', tab: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    let ran = false;
    const running = lock.run(async () => {
      ran = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
    otherTab.postMessage({ lock: REFRESH_LOCK_NAME, state: 'free', tab: 'other' });
    await running;
    expect(ran).toBe(true);
  });
});

describe('refreshLockFor', () => {
  it('uses Web Locks when the browser has them', async () => {
    const locks = createFakeLockManager();
    await refreshLockFor({ locks }).run(async () => undefined);
    expect(locks.granted()).toBe(1);
  });

  it('falls back to BroadcastChannel without Web Locks', async () => {
    const bus = createFakeBroadcastBus();
    const other = listeningChannel(bus);
    await refreshLockFor({ openChannel: bus.open }).run(async () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(other.heard).toEqual([
      expect.objectContaining({ state: 'busy' }),
      expect.objectContaining({ state: 'free' }),
    ]);
  });
});
