/**
 * The token refresh after a 401 (spec section 4): one refresh at a time, in this tab (a
 * shared promise) and across tabs (the refresh lock). Whoever gets the lock first reads the
 * tokens again: when the access token is no longer the one that was refused, another request
 * or tab has refreshed already and those tokens are used as they are.
 */
import type { RefreshLock } from './refresh-lock';
import { bothTokens, type TokenStore, type Tokens } from './tokens';

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
      const current = bothTokens(tokens);
      if (!current || current.access !== refusedAccess) return current;
      const next = await requestNewTokens(current);
      tokens.write(next);
      return next;
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
