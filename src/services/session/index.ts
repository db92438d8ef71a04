/**
 * The session service: what src/root.tsx and the views import.
 *
 *   const browser = createBrowserSession();            // in the browser only
 *   <SessionProvider store={browser?.session ?? null}> // useSession() in the views
 *
 * `browser.api` is the main API client for other features (null when no API is configured).
 */
import { createApiClient, type ApiClient } from '../api/client';
import { refreshLockFor } from '../api/refresh-lock';
import { readRuntimeConfig, type RuntimeConfig } from './config';
import { createSessionStore, type SessionStore } from './session-store';
import { createCookieTokenStore } from './token-cookies';

export { SessionProvider, useSession } from './session-provider';
export type { ActiveProfile, ProfileType, SessionSnapshot, SessionUser } from './session-state';
export type { SessionStore } from './session-store';
export { readRuntimeConfig } from './config';
export type { RuntimeConfig } from './config';

export interface BrowserSession {
  session: SessionStore;
  api: ApiClient | null;
}

/**
 * The session of this tab, wired to the auth cookies, the configured main API and the
 * cross-tab refresh lock. Returns null outside a browser (the server render).
 */
export const createBrowserSession = (
  config: RuntimeConfig = readRuntimeConfig(),
): BrowserSession | null => {
  if (typeof window === 'undefined') return null;
  const tokens = createCookieTokenStore(document, {
    ...config.authCookies,
    secure: window.location.protocol === 'https:',
  });
  const api = config.apiBaseUrl
    ? createApiClient({
        baseUrl: config.apiBaseUrl,
        tokens,
        refreshLock: refreshLockFor({
          locks: 'locks' in navigator ? navigator.locks : undefined,
          openChannel:
            typeof BroadcastChannel === 'undefined'
              ? undefined
              : (name) => new BroadcastChannel(name),
        }),
      })
    : null;
  return { session: createSessionStore({ api, tokens }), api };
};
