/** Shared with the client application (spec section 9); also how tabs share refreshed tokens. */
import { AUTH_COOKIES } from '../../lib/site-config';
import type { TokenStore } from '../api/tokens';
import type { RuntimeConfig } from '../../settings/runtime';
import { decodeCookieValue, storedAuthTokens, type CookieDocument } from './cookies';

export interface CookieStoreLike {
  get: (name: string) => Promise<{ value?: string } | null>;
}

const MAX_AGE_SECONDS = AUTH_COOKIES.maxAgeDays * 24 * 60 * 60;

export const createCookieTokenStore = (
  doc: CookieDocument,
  { domain, path, secure }: RuntimeConfig['authCookies'] & { secure: boolean },
  /** `document.cookie` can lag another tab's write (Chromium under load); this does not. */
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
    // Removed only with the same name, domain and path it was written with.
    clear: () => {
      set(AUTH_COOKIES.access, '', 0);
      set(AUTH_COOKIES.refresh, '', 0);
    },
  };
};
