/**
 * The token refresh after a 401 (spec section 4): one refresh at a time, in this tab (a
 * shared promise) and across tabs (the refresh lock). Whoever gets the lock reads the tokens
 * again, as the browser holds them now: when the access token is no longer the one that was
 * refused, another request or tab has refreshed already and those tokens are used as they are.
 * A refresh the API refuses is checked the same way before it counts as failed: a tab whose
 * cookie reads lagged behind another tab's refresh finds the new tokens then.
 */
import type { RefreshLock } from './refresh-lock';
import { latestTokens, type TokenStore, type Tokens } from './tokens';

export interface TokenRefresher {
  /**
   * New tokens to retry with after `refusedAccess` was answered 401, or null when there are
   * none (a token is missing, or the refresh failed).
   */
  refresh: (refusedAccess: string | undefined) => Promise<Tokens | null>;
}

export const createTokenRefresher = ({
  tokens,
  lock,
  requestNewTokens,
}: {
  tokens: TokenStore;
  lock: RefreshLock;
  /** Asks the API for new tokens; rejects when it refuses. */
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
