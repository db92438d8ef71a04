/**
 * The visitor's session (spec section 4): on start, with both tokens stored, GET
 * /auth/session sets the user and the active profile; when that fails, or a token is
 * missing, both tokens and the user are cleared. With no main API configured the site stays
 * anonymous and leaves the cookies alone. The API client (and its JSON:API serialiser) is loaded
 * only when there are tokens to restore: an anonymous visitor never downloads it.
 */
import { MAIN_API } from '../../lib/site-config';
import type { ApiClient } from '../api/client';
import { bothTokens, type TokenStore } from '../api/tokens';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';
import {
  ANONYMOUS,
  INITIAL_SESSION,
  parseSessionAnswer,
  sessionSnapshot,
  type SessionSnapshot,
} from './session-state';

export interface SessionStore extends ReadableStore<SessionSnapshot> {
  /** Restores the session once; later calls return the same promise. Never rejects. */
  start: () => Promise<void>;
}

export const createSessionStore = ({
  loadApi,
  tokens,
  onLoadError = (error) => void Promise.reject(error),
}: {
  /** Loads the main API client; null: no main API configured. */
  loadApi: (() => Promise<ApiClient>) | null;
  tokens: TokenStore;
  /**
   * The client's chunk did not load. By default the error is left unhandled, so the
   * site-version service sees the chunk error and reloads the page.
   */
  onLoadError?: (error: unknown) => void;
}): SessionStore => {
  const store = createExternalStore(INITIAL_SESSION);
  const anonymous = () => {
    tokens.clear();
    store.set(sessionSnapshot(ANONYMOUS, 'ready'));
  };

  const restore = async () => {
    if (!loadApi) return store.set(sessionSnapshot(ANONYMOUS, 'ready'));
    if (!bothTokens(tokens)) return anonymous();
    store.set(sessionSnapshot(ANONYMOUS, 'restoring'));
    let api: ApiClient;
    try {
      api = await loadApi();
    } catch (error) {
      // Not the session failing (a deploy removed the chunk, the network dropped): the tokens
      // stay, for the reload or the next page, and this page shows the anonymous state.
      store.set(sessionSnapshot(ANONYMOUS, 'ready'));
      onLoadError(error);
      return;
    }
    try {
      const state = parseSessionAnswer(await api.get(MAIN_API.endpoints.session));
      store.set(sessionSnapshot(state, 'ready'));
    } catch {
      anonymous();
    }
  };

  let started: Promise<void> | undefined;
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () => (started ??= restore()),
  };
};
