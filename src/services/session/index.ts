/** The main API client is a chunk of its own, fetched only once a token is stored or asked for. */
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
  /** Null when no main API is configured. */
  loadApi: (() => Promise<ApiClient>) | null;
}

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
