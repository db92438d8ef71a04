/** A chunk of its own (with the JSON:API serialiser), loaded only when needed. */
import { createApiClient, type ApiClient } from '../api/client';
import type { TokenStore } from '../api/tokens';
import { refreshLockFor } from '../api/refresh-lock';
import type { RuntimeConfig } from '../../settings/runtime';
import { fetchSession } from './session-answer';
import type { SessionRestore } from './session-store';
import { createCookieTokenStore, type CookieStoreLike } from './token-cookies';

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

export interface BrowserMainApi extends SessionRestore {
  api: ApiClient;
}

export const createBrowserMainApi = (
  baseUrl: string,
  authCookies: RuntimeConfig['authCookies'],
): BrowserMainApi => {
  const tokens = createCookieTokenStore(
    document,
    { ...authCookies, secure: window.location.protocol === 'https:' },
    (window as { cookieStore?: CookieStoreLike }).cookieStore,
  );
  const api = createMainApi(baseUrl, tokens);
  return { tokens, api, fetchSession: () => fetchSession(api) };
};
