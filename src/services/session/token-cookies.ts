/**
 * The auth tokens in the cookies the client application shares with this site (spec section
 * 9): auth.token.access and auth.token.refresh, 360 days, on the configured domain and path.
 * Every tab reads the same cookies, which is how tokens one tab refreshed reach the others
 * (through the Cookie Store API where the browser has it: a document's cookie string can lag).
 */
import { AUTH_COOKIES } from '../../lib/site-config';
import type { TokenStore } from '../api/tokens';
import type { RuntimeConfig } from '../../settings/runtime';
import { decodeCookieValue, storedAuthTokens, type CookieDocument } from './cookies';

/** The part of the Cookie Store API (`window.cookieStore`) used here. */
export interface CookieStoreLike {
  get: (name: string) => Promise<{ value?: string } | null>;
}

const MAX_AGE_SECONDS = AUTH_COOKIES.maxAgeDays * 24 * 60 * 60;

export const createCookieTokenStore = (
  doc: CookieDocument,
  { domain, path, secure }: RuntimeConfig['authCookies'] & { secure: boolean },
  /**
   * Where the browser has it: asks the browser's cookie jar, which shows another tab's write at
   * once; a document's cookie string can lag behind it (seen in Chromium under load, where a
   * tab then refreshed with a refresh token another tab had just used).
   */
  cookieStore?: CookieStoreLike,
): TokenStore => {
  const attributes = [
    `Path=${path}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
  const set = (name: string, value: string, maxAge: number) => {
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; ${attributes}`;
  };
  return {
    read: () => storedAuthTokens(doc),
    ...(cookieStore && {
      readLatest: async () => {
        const value = async (name: string) => {
          const cookie = await cookieStore.get(name);
          return cookie?.value ? decodeCookieValue(cookie.value) : undefined;
        };
        const [access, refresh] = await Promise.all([
          value(AUTH_COOKIES.access),
          value(AUTH_COOKIES.refresh),
        ]);
        return { access, refresh };
      },
    }),
    write: ({ access, refresh }) => {
      set(AUTH_COOKIES.access, access, MAX_AGE_SECONDS);
      set(AUTH_COOKIES.refresh, refresh, MAX_AGE_SECONDS);
    },
    // A cookie is removed only by the same name, domain and path it was written with.
    clear: () => {
      set(AUTH_COOKIES.access, '', 0);
      set(AUTH_COOKIES.refresh, '', 0);
    },
  };
};
