/**
 * Test support: `document.cookie` in Node, keeping what each write said so tests can check
 * the attributes (a browser never reads them back). Domain and path matching are left to the
 * jsdom test of the cookie store. Not part of the site.
 */
import type { CookieDocument } from '../../../src/services/session/cookies';

export const createFakeCookieJar = (initial: Record<string, string> = {}) => {
  const cookies = new Map(Object.entries(initial).map(([name, value]) => [name, value]));
  const writes: string[] = [];
  const jar: CookieDocument & { writes: string[]; names: () => string[] } = {
    writes,
    names: () => [...cookies.keys()],
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
      if (maxAge !== undefined && Number(maxAge.split('=')[1]) <= 0) cookies.delete(name);
      else cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    },
  };
  return jar;
};
