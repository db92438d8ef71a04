/**
 * The session service: what src/root.tsx and the views import.
 *
 *   const browser = createBrowserSession();            // in the browser only
 *   <SessionProvider store={browser?.session ?? null}> // useSession() in the views
 *
 * `browser.loadApi()` loads the main API client for other features (null when no API is
 * configured). The client is a chunk of its own, fetched the first time it is needed: on a page
 * load with an auth token stored, after hydration (the provider starts the restore then).
 */
import type { ApiClient } from '../api/client';
import { runtimeConfig } from '../../settings/browser';
import type { RuntimeConfig } from '../../settings/runtime';
import { storedAuthTokens } from './cookies';
import type { BrowserMainApi } from './main-api';
import { createSessionStore, type SessionStore } from './session-store';

export { SessionProvider, useSession } from './session-provider';
export type { ActiveProfile, ProfileType, SessionSnapshot, SessionUser } from './session-state';
export type { SessionStore } from './session-store';
export type { RuntimeConfig } from '../../settings/runtime';

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
  config: RuntimeConfig = runtimeConfig(),
): BrowserSession | null => {
  if (typeof window === 'undefined') return null;
  const { apiBaseUrl, authCookies } = config;
  let mainApi: Promise<BrowserMainApi> | undefined;
  const loadMainApi = apiBaseUrl
    ? () =>
        (mainApi ??= import(/* webpackChunkName: "main-api" */ './main-api').then(
          ({ createBrowserMainApi }) => createBrowserMainApi(apiBaseUrl, authCookies),
        ))
    : null;
  const session = createSessionStore({
    storedTokens: () => storedAuthTokens(document),
    loadRestore: loadMainApi,
  });
  return { session, loadApi: loadMainApi && (() => loadMainApi().then(({ api }) => api)) };
};
