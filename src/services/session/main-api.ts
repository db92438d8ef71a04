/**
 * The main API client of this tab: the auth cookies' tokens and the cross-tab refresh lock. A
 * chunk of its own (with the JSON:API serialiser), loaded by ./index.ts only when a session is
 * to be restored or another feature asks for the API.
 */
import { createApiClient, type ApiClient } from '../api/client';
import type { TokenStore } from '../api/tokens';
import { refreshLockFor } from '../api/refresh-lock';

export const createMainApi = (baseUrl: string, tokens: TokenStore): ApiClient =>
  createApiClient({
    baseUrl,
    tokens,
    refreshLock: refreshLockFor({
      locks: 'locks' in navigator ? navigator.locks : undefined,
      openChannel:
        typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
    }),
  });
