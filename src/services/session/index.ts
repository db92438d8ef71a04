/**
 * The session service: what src/root.tsx and the views import.
 *
 *   const browser = createBrowserSession();            // in the browser only
 *   <SessionProvider store={browser?.session ?? null}> // useSession() in the views
 *
 * `browser.loadApi()` loads the main API client for other features (null when no API is
 * configured). The client is a chunk of its own, fetched the first time it is needed: on a page
 * load with both auth tokens stored, after hydration (the provider starts the restore then).
 */
import type { ApiClient } from '../api/client';
import { readRuntimeConfig, type RuntimeConfig } from './config';
import { createSessionStore, type SessionStore } from './session-store';
import { createCookieTokenStore, type CookieStoreLike } from './token-cookies';

export { SessionProvider, useSession } from './session-provider';
export type { ActiveProfile, ProfileType, SessionSnapshot, SessionUser } from './session-state';
export type { SessionStore } from './session-store';
export { readRuntimeConfig } from './config';
export type { RuntimeConfig } from './config';

export interface BrowserSession {
  session: SessionStore;
  /** Loads the main API client (once); null when no main API is configured. */
  loadApi: (() => Promise<ApiClient>) | null;
}

/**
 * The session of this tab, wired to the auth cookies, the configured main API and the
 * cross-tab refresh lock. Returns null outside a browser (the server render).
 */
export const createBrowserSession = (
  config: RuntimeConfig = readRuntimeConfig(),
): BrowserSession | null => {
  if (typeof window === 'undefined') return null;
  const tokens = createCookieTokenStore(
    document,
    { ...config.authCookies, secure: window.location.protocol === 'https:' },
    (window as { cookieStore?: CookieStoreLike }).cookieStore,
  );
  const { apiBaseUrl } = config;
  let api: Promise<ApiClient> | undefined;
  const loadApi = apiBaseUrl
    ? () =>
        (api ??= import(/* webpackChunkName: "main-api" */ './main-api').then(({ createMainApi }) =>
          createMainApi(apiBaseUrl, tokens),
        ))
    : null;
  return { session: createSessionStore({ loadApi, tokens }), loadApi };
};
