/** @jest-environment jsdom */
import { loadFirstPageForRouter, routerPathOf } from './router-path';

describe('routerPathOf', () => {
  it('is the path the router reads for an address with an escaped reserved character', () => {
    expect(routerPathOf('/foo%2Fbar')).toBe('/foo%252Fbar');
    expect(routerPathOf('/blog/x%2Fy')).toBe('/blog/x%252Fy');
    expect(routerPathOf('/%2F/evil.example/x')).toBe('/%252F/evil.example/x');
    expect(routerPathOf('/a%3Fb%23c')).toBe('/a%253Fb%2523c');
    expect(routerPathOf('/job/a%2fb')).toBe('/job/a%252fb');
  });

  it('is undefined where the loader and the router agree', () => {
    for (const pathname of ['/', '/about-us', '/job/not%20valid!', '/caf%C3%A9', '/%5Cx', '//x']) {
      expect(routerPathOf(pathname)).toBeUndefined();
    }
  });

  it('is undefined for a malformed escape, which the router cannot read', () => {
    expect(routerPathOf('/a%zz%2F')).toBeUndefined();
  });
});

describe('loadFirstPageForRouter', () => {
  const loaderOf = (loadPage: (path: string) => Promise<unknown>) => ({
    loadPage: jest.fn(loadPage),
  });

  it('loads the page under the router’s path, with the query, and settles once it is loaded', async () => {
    let finish = () => {};
    const loader = loaderOf(() => new Promise<void>((resolve) => (finish = resolve)));
    let settled = false;
    const loading = loadFirstPageForRouter({ pathname: '/foo%2Fbar', search: '?x=1' }, loader).then(
      () => (settled = true),
    );
    expect(loader.loadPage).toHaveBeenCalledWith('/foo%252Fbar?x=1');
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await loading;
    expect(settled).toBe(true);
  });

  it('loads nothing for an address the router reads as the loader does', async () => {
    const loader = loaderOf(() => Promise.resolve());
    await loadFirstPageForRouter({ pathname: '/no/such/page', search: '' }, loader);
    expect(loader.loadPage).not.toHaveBeenCalled();
  });

  it('settles without a loader, and when the load fails', async () => {
    await expect(
      loadFirstPageForRouter({ pathname: '/foo%2Fbar', search: '' }, undefined),
    ).resolves.toBeUndefined();
    const failing = loaderOf(() => Promise.reject(new Error('offline')));
    await expect(
      loadFirstPageForRouter({ pathname: '/foo%2Fbar', search: '' }, failing),
    ).resolves.toBeUndefined();
  });
});
