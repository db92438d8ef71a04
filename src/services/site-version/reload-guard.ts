/**
 * The guard of every automatic reload (spec section 4): a path is reloaded at most once in
 * a 10-second window, so a broken deploy (whose fresh page fails again at once) cannot loop.
 * The times live in sessionStorage because the reload wipes everything else; without
 * storage the guard cannot remember, so it refuses every reload rather than risk a loop.
 */
import { RELOAD_GUARD_MS } from '../../lib/site-config';

export interface ReloadGuard {
  /** Whether `path` may be reloaded now; a yes is remembered for the window. */
  allow: (path: string) => boolean;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export const RELOAD_GUARD_KEY = 'site:reloads';

const readTimes = (storage: StorageLike): Record<string, number> => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
};

export const createReloadGuard = ({
  storage,
  now = Date.now,
  windowMs = RELOAD_GUARD_MS,
}: {
  storage: StorageLike | null;
  now?: () => number;
  windowMs?: number;
}): ReloadGuard => ({
  allow: (path) => {
    if (!storage) return false;
    try {
      const time = now();
      const recent = Object.fromEntries(
        Object.entries(readTimes(storage)).filter(([, at]) => time - at < windowMs),
      );
      if (path in recent) return false;
      storage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ ...recent, [path]: time }));
      return true;
    } catch {
      return false;
    }
  },
});
