import { MAIN_API } from '../../lib/site-config';

export interface Tokens {
  /** With or without the "Bearer " prefix. */
  access: string;
  refresh: string;
}

export interface TokenStore {
  read: () => Partial<Tokens>;
  /** Sees another tab's write at once, where document.cookie can still lag behind. */
  readLatest?: () => Promise<Partial<Tokens>>;
  write: (tokens: Tokens) => void;
  clear: () => void;
}

const BEARER_PREFIX = new RegExp(`^${MAIN_API.authScheme}\\s+`, 'i');

export const stripBearer = (token: string): string => token.replace(BEARER_PREFIX, '');

export const bearer = (token: string): string => `${MAIN_API.authScheme} ${stripBearer(token)}`;

const pair = ({ access, refresh }: Partial<Tokens>): Tokens | null =>
  access && refresh ? { access, refresh } : null;

export const bothTokens = (store: TokenStore): Tokens | null => pair(store.read());

export const latestTokens = async (store: TokenStore): Promise<Tokens | null> =>
  pair(store.readLatest ? await store.readLatest() : store.read());
