/**
 * The token refresh after a 401 (spec section 4): one at a time, in this tab (a shared promise)
 * and across tabs (the refresh lock). Under the lock the tokens are read again, as the browser
 * holds them now, before a refresh and after a failed one: another tab may have refreshed. Only
 * a refusal (400 or 401) clears the tokens; an outage, a timeout or a garbled answer keeps them.
 */
import { ApiError } from './errors';
import type { RefreshLock } from './refresh-lock';
import { latestTokens, type TokenStore, type Tokens } from './tokens';

/** The refresh endpoint's answers that end the session: the refresh token is refused. */
const REFUSED_STATUSES: readonly number[] = [400, 401];

const isRefusal = (error: unknown): boolean =>
  error instanceof ApiError && REFUSED_STATUSES.includes(error.status ?? 0);

export interface TokenRefresher {
  /**
   * New tokens to retry with after `refusedAccess` was answered 401, or null when there are
   * none (a token is missing, or the refresh failed; a refused one has cleared the tokens).
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
  /**
   * Asks the API for new tokens; rejects when that fails, with the API's ApiError when it
   * answers with an error status.
   */
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
