import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  failProgressOnPageLoadError,
  type NavigatingWindow,
  startProgressOnNavigate,
} from './navigation-progress';

const bar = () => ({ start: jest.fn(), fail: jest.fn() });

describe('startProgressOnNavigate', () => {
  const setUp = (href = 'https://example.test/blog?page=2') => {
    const navigate = jest.fn();
    const win: NavigatingWindow = { ___navigate: navigate, location: { href } };
    const progress = bar();
    startProgressOnNavigate(win, progress);
    return { win, navigate, progress };
  };

  it('starts the bar as a navigation to another address is asked for, then navigates', () => {
    const { win, navigate, progress } = setUp();
    win.___navigate?.('/pricing', { replace: true });
    expect(progress.start).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/pricing', { replace: true });
  });

  it('counts a new query or fragment as another address', () => {
    const { win, progress } = setUp();
    win.___navigate?.('/blog?page=3');
    win.___navigate?.('#top');
    expect(progress.start).toHaveBeenCalledTimes(2);
  });

  it('leaves the bar alone for the address already shown (no route update would end it)', () => {
    const { win, navigate, progress } = setUp();
    win.___navigate?.('/blog?page=2');
    win.___navigate?.('https://example.test/blog?page=2');
    expect(progress.start).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('leaves history steps to the route hooks', () => {
    const { win, navigate, progress } = setUp();
    win.___navigate?.(-1);
    expect(progress.start).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith(-1, undefined);
  });

  it('does nothing where Gatsby has put no navigate', () => {
    const win: NavigatingWindow = { location: { href: 'https://example.test/' } };
    startProgressOnNavigate(win, bar());
    expect(win.___navigate).toBeUndefined();
  });
});

describe('failProgressOnPageLoadError', () => {
  const setUp = (answer: () => Promise<unknown>) => {
    const loader = { loadPage: jest.fn(answer) as never };
    const progress = bar();
    failProgressOnPageLoadError(loader, progress);
    return { loader: loader as { loadPage: (path: string) => Promise<unknown> }, progress };
  };

  it('leaves a page that loaded alone, and hands its resources on', async () => {
    const resources = { json: {}, page: { path: '/pricing' } };
    const { loader, progress } = setUp(() => Promise.resolve(resources));
    await expect(loader.loadPage('/pricing')).resolves.toBe(resources);
    expect(progress.fail).not.toHaveBeenCalled();
  });

  it("fails the bar when the loader answers with an error or nothing (Gatsby's full load follows)", async () => {
    const failedLoad = { status: 'error' };
    const { loader, progress } = setUp(() => Promise.resolve(failedLoad));
    await expect(loader.loadPage('/pricing')).resolves.toBe(failedLoad);
    const empty = setUp(() => Promise.resolve(null));
    await expect(empty.loader.loadPage('/pricing')).resolves.toBeNull();
    expect(progress.fail).toHaveBeenCalledTimes(1);
    expect(empty.progress.fail).toHaveBeenCalledTimes(1);
  });

  it('fails the bar when the load throws, and passes the error on', async () => {
    const error = new Error('network');
    const { loader, progress } = setUp(() => Promise.reject(error));
    await expect(loader.loadPage('/pricing')).rejects.toBe(error);
    expect(progress.fail).toHaveBeenCalledTimes(1);
  });
});

describe("Gatsby's navigation contract", () => {
  const source = readFileSync(
    path.join(path.dirname(require.resolve('gatsby/cache-dir/loader.js')), 'navigation.js'),
    'utf8',
  );

  it('puts its navigate on window.___navigate, which the links and `navigate` call', () => {
    expect(source).toMatch(/window\.___navigate = \(to, options\) => navigate\(to, options\)/);
    const link = readFileSync(require.resolve('gatsby-link'), 'utf8');
    expect(link).toMatch(/window\.___navigate\(/);
  });

  it("answers a page load's error status with a full load of the address", () => {
    expect(source).toMatch(
      /pageResources\.status === PageResourceStatus\.Error\) \{\s*window\.history\.replaceState\(\{\}, ``, location\.href\)\s*window\.location = pathname/,
    );
  });
});
