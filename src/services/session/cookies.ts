/**
 * Reading one cookie of a document. Apart from the token store (./token-cookies.ts) because
 * every page's first load reads the auth cookies (is there a session to restore?) and the
 * consent cookie, and writes neither.
 */

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
