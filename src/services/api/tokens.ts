/**
 * The pair of tokens the main API works with, and where the client keeps them. The browser
 * keeps them in cookies shared with the client application (src/services/session); tests can
 * keep them anywhere.
 */
import { MAIN_API } from '../../lib/site-config';

export interface Tokens {
  /** As stored: with or without the "Bearer " prefix. */
  access: string;
  refresh: string;
}

export interface TokenStore {
  /** Each token, or undefined when it is not stored. */
  read: () => Partial<Tokens>;
  /**
   * The same, asked of the browser itself where it can tell: another tab's write shows here
   * as soon as it is made, where `read` (document.cookie) can still show the tokens before it.
   */
  readLatest?: () => Promise<Partial<Tokens>>;
  write: (tokens: Tokens) => void;
  clear: () => void;
}

const BEARER_PREFIX = new RegExp(`^${MAIN_API.authScheme}\\s+`, 'i');

/** The token without its "Bearer " prefix (the refresh body sends it bare). */
export const stripBearer = (token: string): string => token.replace(BEARER_PREFIX, '');

/** The Authorization header value for an access token, however it was stored. */
export const bearer = (token: string): string => `${MAIN_API.authScheme} ${stripBearer(token)}`;

const pair = ({ access, refresh }: Partial<Tokens>): Tokens | null =>
  access && refresh ? { access, refresh } : null;

/** Both tokens, or null when either is missing (nothing to restore or refresh with). */
export const bothTokens = (store: TokenStore): Tokens | null => pair(store.read());

/** Both tokens as the browser holds them now (see `readLatest`), or null. */
export const latestTokens = async (store: TokenStore): Promise<Tokens | null> =>
  pair(store.readLatest ? await store.readLatest() : store.read());
