/** @jest-environment jsdom */
import { createBrowserSession } from '.';

const config = (apiBaseUrl: string | null) => ({
  apiBaseUrl,
  authCookies: { domain: null, path: '/' },
  newBuildPollMs: null,
});

afterEach(() => {
  document.cookie = 'auth.token.access=; Max-Age=0; Path=/';
  document.cookie = 'auth.token.refresh=; Max-Age=0; Path=/';
});

describe('createBrowserSession', () => {
  it('without a configured API gives no client, and the site stays anonymous', async () => {
    document.cookie = 'auth.token.access=Bearer%20a; Path=/';
    document.cookie = 'auth.token.refresh=r; Path=/';
    const browser = createBrowserSession(config(null));
    expect(browser?.loadApi).toBeNull();
    await browser?.session.start();
    expect(browser?.session.getSnapshot()).toMatchObject({ status: 'ready', loggedIn: false });
    expect(document.cookie).toBe('auth.token.access=Bearer%20a; auth.token.refresh=r');
  });

  it('with an API, reads the tokens from the page cookies (a missing one clears both)', async () => {
    document.cookie = 'auth.token.access=Bearer%20a; Path=/';
    const browser = createBrowserSession(config('https://api.example.com/api/v1'));
    expect(browser?.loadApi).not.toBeNull();
    await browser?.session.start();
    expect(browser?.session.getSnapshot()).toMatchObject({ status: 'ready', loggedIn: false });
    expect(document.cookie).toBe('');
  });

  it('loads the API client once, when first asked for', async () => {
    const browser = createBrowserSession(config('https://api.example.com/api/v1'));
    const [first, second] = await Promise.all([browser?.loadApi?.(), browser?.loadApi?.()]);
    expect(first).toEqual(expect.objectContaining({ get: expect.any(Function) }));
    expect(second).toBe(first);
  });
});
