/**
 * Test support: a session store restoring through `api` with `tokens`, wired as the browser's
 * (src/services/session/index.ts) is, without the chunk in between. Not part of the site.
 */
import type { ApiClient } from '../../../src/services/api/client';
import type { TokenStore } from '../../../src/services/api/tokens';
import { fetchSession } from '../../../src/services/session/session-answer';
import { createSessionStore } from '../../../src/services/session/session-store';

export const sessionStoreOn = (
  api: ApiClient | null,
  tokens: TokenStore,
  onLoadError?: (error: unknown) => void,
) =>
  createSessionStore({
    storedTokens: () => tokens.read(),
    loadRestore: api && (async () => ({ tokens, fetchSession: () => fetchSession(api) })),
    onLoadError,
  });
