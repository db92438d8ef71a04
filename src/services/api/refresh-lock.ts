/**
 * The lock a token refresh runs under, so that one refresh runs at a time in this tab and in
 * every other tab of the site. The new tokens need no message of their own: they are written
 * to the auth cookies, which every tab reads, and a tab that waited for the lock finds them
 * there (see refresh.ts, which reads them through the browser's cookie jar where it can).
 *
 * - Web Locks (`navigator.locks`) when the browser has it: exclusive across tabs, released
 *   by the browser even when the holding tab closes.
 * - Otherwise a BroadcastChannel: a tab announces that it is refreshing and when it is done;
 *   the others wait for that. Two tabs starting within the time a message takes can still
 *   both refresh, which is the price of a browser without Web Locks.
 * - Otherwise a lock within this tab only.
 */
import { MAIN_API } from '../../lib/site-config';

export interface RefreshLock {
  run: <T>(task: () => Promise<T>) => Promise<T>;
}

/**
 * The part of the Web Locks API used here (`navigator.locks`): the lock is held until the
 * promise the callback returns settles.
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => T): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface ChannelLike {
  postMessage: (message: unknown) => void;
  addEventListener: (type: 'message', listener: (event: { data: unknown }) => void) => void;
}

/** The name of the Web Lock and of the BroadcastChannel. */
export const REFRESH_LOCK_NAME = 'site:auth-token-refresh';

/** One task at a time within this tab, in the order asked. */
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

/**
 * The fallback across tabs. A "busy" message older than `staleAfterMs` is ignored: its tab
 * closed before saying "free" (a refresh request has timed out by then anyway).
 */
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

/** What the browser offers, or nothing (server render, tests). */
export interface LockEnvironment {
  locks?: LockManagerLike;
  openChannel?: (name: string) => ChannelLike;
}

/** The best lock this environment allows. */
export const refreshLockFor = ({ locks, openChannel }: LockEnvironment): RefreshLock => {
  if (locks) return webLocksLock(locks);
  if (openChannel) return broadcastLock(openChannel(REFRESH_LOCK_NAME));
  return inTabLock();
};
