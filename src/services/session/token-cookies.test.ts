/** @jest-environment jsdom */
import fc from 'fast-check';
import { readCookie } from './cookies';
import { createCookieTokenStore } from './token-cookies';
import { createFakeCookieJar } from '../../../tests/support/runtime/fake-cookie-jar';

const clearDocumentCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
};

describe('the auth cookies', () => {
  afterEach(clearDocumentCookies);

  it('are written for 360 days on the configured domain and path', () => {
    const jar = createFakeCookieJar();
    const store = createCookieTokenStore(jar, {
      domain: '.example.com',
      path: '/',
      secure: true,
    });
    store.write({ access: 'Bearer abc', refresh: 'def' });
    expect(jar.writes).toEqual([
      'auth.token.access=Bearer%20abc; Max-Age=31104000; Path=/; Domain=.example.com; SameSite=Lax; Secure',
      'auth.token.refresh=def; Max-Age=31104000; Path=/; Domain=.example.com; SameSite=Lax; Secure',
    ]);
  });

  it('are cleared with the same domain and path, or the browser would keep them', () => {
    const jar = createFakeCookieJar({ 'auth.token.access': 'a', 'auth.token.refresh': 'b' });
    createCookieTokenStore(jar, { domain: '.example.com', path: '/', secure: false }).clear();
    expect(jar.writes).toEqual([
      'auth.token.access=; Max-Age=0; Path=/; Domain=.example.com; SameSite=Lax',
      'auth.token.refresh=; Max-Age=0; Path=/; Domain=.example.com; SameSite=Lax',
    ]);
    expect(jar.names()).toEqual([]);
  });

  it('keep any token through a real document.cookie, and clear it again', () => {
    const store = createCookieTokenStore(document, { domain: null, path: '/', secure: false });
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (access, refresh) => {
        store.write({ access, refresh });
        expect(store.read()).toEqual({ access, refresh });
        store.clear();
        expect(store.read()).toEqual({ access: undefined, refresh: undefined });
      }),
      { numRuns: 50 },
    );
  });

  it('are read by their exact names only, leaving the remember cookie alone', () => {
    document.cookie = 'xauth.token.access=wrong; Path=/';
    document.cookie = 'auth.token.remember=true; Path=/';
    expect(readCookie(document, 'auth.token.access')).toBeUndefined();
    document.cookie = 'auth.token.access=right; Path=/';
    const store = createCookieTokenStore(document, { domain: null, path: '/', secure: false });
    expect(store.read()).toEqual({ access: 'right', refresh: undefined });
    store.clear();
    expect(readCookie(document, 'auth.token.remember')).toBe('true');
  });

  it('read the latest through the Cookie Store API when the browser has it, decoded', async () => {
    const jar: Record<string, string> = {
      'auth.token.access': 'Bearer%20access-2',
      'auth.token.refresh': 'refresh-2',
    };
    const cookieStore = {
      get: async (name: string) => (name in jar ? { value: jar[name] } : null),
    };
    const store = createCookieTokenStore(
      document,
      { domain: null, path: '/', secure: false },
      cookieStore,
    );
    await expect(store.readLatest?.()).resolves.toEqual({
      access: 'Bearer access-2',
      refresh: 'refresh-2',
    });
    delete jar['auth.token.refresh'];
    await expect(store.readLatest?.()).resolves.toEqual({
      access: 'Bearer access-2',
      refresh: undefined,
    });
    expect(
      createCookieTokenStore(document, { domain: null, path: '/', secure: false }).readLatest,
    ).toBeUndefined();
  });
});
