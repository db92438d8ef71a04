/**
 * The visitor's session (spec section 4): on start, with both tokens stored, GET
 * /auth/session sets the user and the active profile. When that fails the page shows the
 * anonymous state and the tokens stay (only a refused token refresh clears them, in the API
 * client: an outage must not sign the visitor out); a lone token is cleared. With no main API
 * configured the site stays anonymous and leaves the cookies alone.
 *
 * What a restore needs (the token store that writes the cookies, the API client with its
 * JSON:API serialiser, the reading of the answer) is a chunk of its own, loaded only when a
 * token is stored: an anonymous visitor's first load reads two cookies and nothing more.
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
  /** Restores the session once; later calls return the same promise. Never rejects. */
  start: () => Promise<void>;
}

/** What a restore needs, loaded with the main API's chunk. */
export interface SessionRestore {
  tokens: TokenStore;
  /** The session as the main API answers it; rejects when that fails (./session-answer.ts). */
  fetchSession: () => Promise<AuthState>;
}

export const createSessionStore = ({
  storedTokens,
  loadRestore,
  onLoadError = (error) => void Promise.reject(error),
}: {
  /** The tokens as stored now: a read of the cookies, all a first load does with them. */
  storedTokens: () => Partial<Tokens>;
  /** Loads what a restore needs; null: no main API configured. */
  loadRestore: (() => Promise<SessionRestore>) | null;
  /**
   * The restore's chunk did not load. By default the error is left unhandled, so the
   * site-version service sees the chunk error and reloads the page.
   */
  onLoadError?: (error: unknown) => void;
}): SessionStore => {
  const store = createExternalStore(INITIAL_SESSION);
  const ready = (state: AuthState) => store.set(sessionSnapshot(state, 'ready'));

  const restore = async () => {
    const { access, refresh } = storedTokens();
    // No main API: the cookies are left alone. No token at all: nothing to restore or clear.
    if (!loadRestore || (access === undefined && refresh === undefined)) return ready(ANONYMOUS);
    const both = Boolean(access && refresh);
    if (both) store.set(sessionSnapshot(ANONYMOUS, 'restoring'));
    let restorer: SessionRestore;
    try {
      restorer = await loadRestore();
    } catch (error) {
      // Not the session failing (a deploy removed the chunk, the network dropped): the tokens
      // stay, for the reload or the next page, and this page shows the anonymous state.
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
