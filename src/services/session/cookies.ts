/**
 * Reading one cookie of a document. Apart from the token store (./token-cookies.ts) because
 * every page's first load reads the auth cookies (is there a session to restore?) and the
 * consent cookie, and writes neither.
 */
import { AUTH_COOKIES } from '../../lib/site-config';
import type { Tokens } from '../api/tokens';

/** `document`, or anything with its `cookie` accessor. */
export interface CookieDocument {
  cookie: string;
}

/** A cookie's value as written (URI-encoded), or as it is where it is not valid encoding. */
export const decodeCookieValue = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The value of one cookie, or undefined. */
export const readCookie = (doc: CookieDocument, name: string): string | undefined => {
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return decodeCookieValue(pair.slice(separator + 1).trim());
    }
  }
  return undefined;
};

/** The auth tokens as `doc`'s cookie string holds them (spec section 9), each if stored. */
export const storedAuthTokens = (doc: CookieDocument): Partial<Tokens> => ({
  access: readCookie(doc, AUTH_COOKIES.access),
  refresh: readCookie(doc, AUTH_COOKIES.refresh),
});
