/** Apart from ./token-cookies.ts: every first load reads cookies but writes none. */
import { AUTH_COOKIES } from '../../lib/site-config';
import type { Tokens } from '../api/tokens';

export interface CookieDocument {
  cookie: string;
}

/** As is where it is not valid URI encoding. */
export const decodeCookieValue = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const readCookie = (doc: CookieDocument, name: string): string | undefined => {
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return decodeCookieValue(pair.slice(separator + 1).trim());
    }
  }
  return undefined;
};

/** Spec section 9. */
export const storedAuthTokens = (doc: CookieDocument): Partial<Tokens> => ({
  access: readCookie(doc, AUTH_COOKIES.access),
  refresh: readCookie(doc, AUTH_COOKIES.refresh),
});
