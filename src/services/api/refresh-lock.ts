/** One refresh across tabs: Web Locks, else a BroadcastChannel (not race-free), else this tab. */
import { MAIN_API } from '../../lib/site-config';

export interface RefreshLock {
  run: <T>(task: () => Promise<T>) => Promise<T>;
}

export interface LockManagerLike {
  request<T>(name: string, callback: () => T): Promise<T>;
}

export interface ChannelLike {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
}

export const REFRESH_LOCK_NAME = 'site:auth-token-refresh';

export const inTabLock = (): RefreshLock => {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run: (task) => {
      const result = tail.then(task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
};

export const webLocksLock = (locks: LockManagerLike): RefreshLock => ({
  run: async (task) => await locks.request(REFRESH_LOCK_NAME, task),
});

interface LockMessage {
  lock: typeof REFRESH_LOCK_NAME;
  state: 'busy' | 'free';
  tab: string;
}

const isLockMessage = (data: unknown): data is LockMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<LockMessage>).lock === REFRESH_LOCK_NAME &&
  typeof (data as Partial<LockMessage>).tab === 'string';

/** A stale "busy" is ignored: its tab closed before saying "free". */
export const broadcastLock = (
  channel: ChannelLike,
  {
    staleAfterMs = MAIN_API.timeoutMs,
    tabId = Math.random().toString(36).slice(2),
  }: { staleAfterMs?: number; tabId?: string } = {},
): RefreshLock => {
  const withinTab = inTabLock();
  const busyTabs = new Map<string, ReturnType<typeof setTimeout>>();
  let waiting: Array<() => void> = [];

  const releaseWaitersIfFree = () => {
    if (busyTabs.size > 0) return;
    waiting.forEach((resume) => resume());
    waiting = [];
  };
  const forget = (tab: string) => {
    clearTimeout(busyTabs.get(tab));
    busyTabs.delete(tab);
  };

  channel.addEventListener('message', ({ data }) => {
    if (!isLockMessage(data) || data.tab === tabId) return;
    forget(data.tab);
    if (data.state === 'busy') {
      const expire = () => {
        busyTabs.delete(data.tab);
        releaseWaitersIfFree();
      };
      busyTabs.set(data.tab, setTimeout(expire, staleAfterMs));
    }
    releaseWaitersIfFree();
  });

  const otherTabsFree = () =>
    busyTabs.size === 0 ? Promise.resolve() : new Promise<void>((resume) => waiting.push(resume));
  const announce = (state: LockMessage['state']) =>
    channel.postMessage({ lock: REFRESH_LOCK_NAME, state, tab: tabId } satisfies LockMessage);

  return {
    run: (task) =>
      withinTab.run(async () => {
        await otherTabsFree();
        announce('busy');
        try {
          return await task();
        } finally {
          announce('free');
        }
      }),
  };
};

export interface LockEnvironment {
  locks?: LockManagerLike;
  openChannel?: (name: string) => ChannelLike;
}

export const refreshLockFor = ({ locks, openChannel }: LockEnvironment): RefreshLock => {
  if (locks) return webLocksLock(locks);
  if (openChannel) return broadcastLock(openChannel(REFRESH_LOCK_NAME));
  return inTabLock();
};
