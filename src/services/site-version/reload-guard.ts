/**
 * Guards every automatic reload so a broken deploy cannot loop (spec section 4). Without
 * sessionStorage it cannot remember, so it refuses every reload.
 */
import { RELOAD_GUARD_MS } from '../../lib/site-config';

export interface ReloadGuard {
  /** A yes is remembered for the window. */
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
