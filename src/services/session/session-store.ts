/**
 * Spec section 4. A failed restore keeps the tokens (an outage must not sign the visitor out);
 * only a refused token refresh, in the API client, clears them.
 */
import type { Tokens, TokenStore } from '../api/tokens';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';
import {
  ANONYMOUS,
  INITIAL_SESSION,
  sessionSnapshot,
  type AuthState,
  type SessionSnapshot,
} from './session-state';

export interface SessionStore extends ReadableStore<SessionSnapshot> {
  /** Never rejects. */
  start: () => Promise<void>;
}

export interface SessionRestore {
  tokens: TokenStore;
  fetchSession: () => Promise<AuthState>;
}

export const createSessionStore = ({
  storedTokens,
  loadRestore,
  onLoadError = (error) => void Promise.reject(error),
}: {
  storedTokens: () => Partial<Tokens>;
  loadRestore: (() => Promise<SessionRestore>) | null;
  /** By default left unhandled, so the site-version service sees the chunk error and reloads. */
  onLoadError?: (error: unknown) => void;
}): SessionStore => {
  const store = createExternalStore(INITIAL_SESSION);
  const ready = (state: AuthState) => store.set(sessionSnapshot(state, 'ready'));

  const restore = async () => {
    const { access, refresh } = storedTokens();
    if (!loadRestore || (access === undefined && refresh === undefined)) return ready(ANONYMOUS);
    const both = Boolean(access && refresh);
    if (both) store.set(sessionSnapshot(ANONYMOUS, 'restoring'));
    let restorer: SessionRestore;
    try {
      restorer = await loadRestore();
    } catch (error) {
      // Not the session failing: the tokens stay for the reload or the next page.
      ready(ANONYMOUS);
      onLoadError(error);
      return;
    }
    if (!both) {
      restorer.tokens.clear();
      return ready(ANONYMOUS);
    }
    try {
      ready(await restorer.fetchSession());
    } catch {
      ready(ANONYMOUS);
    }
  };

  let started: Promise<void> | undefined;
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () => (started ??= restore()),
  };
};
