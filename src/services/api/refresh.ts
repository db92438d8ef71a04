/**
 * Spec section 4. Tokens are re-read under the lock, as another tab may have refreshed; only a
 * refusal clears them.
 */
import { ApiError } from './errors';
import type { RefreshLock } from './refresh-lock';
import { latestTokens, type TokenStore, type Tokens } from './tokens';

const REFUSED_STATUSES: readonly number[] = [400, 401];

const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && REFUSED_STATUSES.includes(error.status ?? 0);

export interface TokenRefresher {
  refresh: (refusedAccess: string | undefined) => Promise<Tokens | null>;
}

export const createTokenRefresher = ({
  tokens,
  lock,
  requestNewTokens,
}: {
  tokens: TokenStore;
  lock: RefreshLock;
  requestNewTokens: (current: Tokens) => Promise<Tokens>;
}): TokenRefresher => {
  let inFlight: Promise<Tokens | null> | null = null;

  const refreshUnderLock = (refusedAccess: string | undefined) =>
    lock.run(async () => {
      const current = await latestTokens(tokens);
      if (!current || current.access !== refusedAccess) return current;
      try {
        const next = await requestNewTokens(current);
        tokens.write(next);
        return next;
      } catch (error) {
        const after = await latestTokens(tokens);
        if (after && after.access !== current.access) return after;
        if (isRefusal(error)) tokens.clear();
        throw error;
      }
    });

  return {
    refresh: (refusedAccess) => {
      inFlight ??= refreshUnderLock(refusedAccess)
        .catch(() => null)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
};
