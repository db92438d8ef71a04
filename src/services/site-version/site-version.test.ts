import { RELOAD_GUARD_MS } from '../../lib/site-config';
import { createMemoryStorage as sessionStorage } from '../../../tests/support/runtime/fake-storage';
import { createReloadGuard, type StorageLike } from './reload-guard';
import { createSiteVersion, isChunkLoadError, watchChunkErrors } from './site-version';

const POLL_MS = 60_000;
const APP_DATA = '/page-data/app-data.json';

/** A server whose app-data.json names `hash.current`; null answers 404. */
const deployedBuild = (initial: string | null) => {
  const build = { current: initial };
  const fetch = jest.fn(async (_url: string, _init?: RequestInit) =>
    build.current === null
      ? new Response('Not found', { status: 404 })
      : Response.json({ webpackCompilationHash: build.current }),
  );
  return { build, fetch };
};

/** A page of the site at `pathname`, loaded from the build with hash `pageHash`. */
const pageAt = (
  pathname: string,
  server: ReturnType<typeof deployedBuild>,
  storage: StorageLike,
  { pageHash = 'build-1' as string | undefined, pollIntervalMs = POLL_MS as number | null } = {},
) => {
  const location = { pathname, reload: jest.fn() };
  const log = jest.fn();
  const onStale = jest.fn();
  const siteVersion = createSiteVersion({
    fetch: server.fetch as unknown as typeof fetch,
    appDataUrl: APP_DATA,
    currentHash: () => pageHash,
    pollIntervalMs,
    guard: createReloadGuard({ storage }),
    location,
    onStale,
    log,
  });
  const stop = siteVersion.start();
  return { location, siteVersion, stop, log, onStale };
};

beforeEach(() => jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('the new-build poll', () => {
  it('asks for app-data.json at the configured interval, past every cache', async () => {
    const server = deployedBuild('build-1');
    pageAt('/pricing', server, sessionStorage());
    await jest.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(server.fetch).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(server.fetch).toHaveBeenCalledTimes(1);
    expect(server.fetch).toHaveBeenLastCalledWith(`${APP_DATA}?t=${Date.now()}`, {
      cache: 'no-store',
    });
    await jest.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(server.fetch).toHaveBeenCalledTimes(3);
  });

  it('with the same build deployed, a route change is an ordinary one', async () => {
    const server = deployedBuild('build-1');
    const { location, siteVersion, onStale } = pageAt('/pricing', server, sessionStorage());
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(siteVersion.onRouteChange()).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
    expect(onStale).not.toHaveBeenCalled();
  });

  it('tells of a newer build once, as soon as a poll finds it', async () => {
    const server = deployedBuild('build-1');
    const { onStale } = pageAt('/pricing', server, sessionStorage());
    await jest.advanceTimersByTimeAsync(POLL_MS);
    server.build.current = 'build-2';
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(onStale).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('tells of it once even when a slow answer arrives after the next poll', async () => {
    const server = deployedBuild('build-2');
    let answerFirst: () => void = () => undefined;
    server.fetch.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (answerFirst = resolve));
      return Response.json({ webpackCompilationHash: 'build-2' });
    });
    const { onStale } = pageAt('/pricing', server, sessionStorage());
    await jest.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(onStale).toHaveBeenCalledTimes(1);
    answerFirst();
    await jest.advanceTimersByTimeAsync(0);
    expect(onStale).toHaveBeenCalledTimes(1);
  });

  it('after a newer build is seen, the next route change is a full page load', async () => {
    const server = deployedBuild('build-1');
    const { location, siteVersion } = pageAt('/pricing', server, sessionStorage());
    await jest.advanceTimersByTimeAsync(POLL_MS);
    server.build.current = 'build-2';
    expect(siteVersion.isStale()).toBe(false);
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(siteVersion.isStale()).toBe(true);
    expect(location.reload).not.toHaveBeenCalled();

    location.pathname = '/blog';
    expect(siteVersion.onRouteChange()).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);

    // Nothing left to poll for once the page is stale.
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('a broken deploy cannot loop: the same path reloads again only after 10 seconds', async () => {
    const server = deployedBuild('build-2');
    const storage = sessionStorage();
    const quickPoll = { pollIntervalMs: 1000 };
    // The CDN still serves pages of build 1, so every load finds itself stale again.
    const first = pageAt('/blog', server, storage, quickPoll);
    await jest.advanceTimersByTimeAsync(1000);
    expect(first.siteVersion.onRouteChange()).toBe(true);
    const reloadedAt = Date.now();

    const second = pageAt('/blog', server, storage, quickPoll);
    await jest.advanceTimersByTimeAsync(1000);
    expect(second.siteVersion.isStale()).toBe(true);
    expect(second.siteVersion.onRouteChange()).toBe(false);

    jest.setSystemTime(reloadedAt + RELOAD_GUARD_MS - 1);
    expect(second.siteVersion.onRouteChange()).toBe(false);
    expect(second.location.reload).not.toHaveBeenCalled();
    jest.setSystemTime(reloadedAt + RELOAD_GUARD_MS);
    expect(second.siteVersion.onRouteChange()).toBe(true);
    expect(second.location.reload).toHaveBeenCalledTimes(1);
  });

  it('a page without an inlined hash takes the first answer as its build', async () => {
    const server = deployedBuild('build-1');
    const { siteVersion } = pageAt('/pricing', server, sessionStorage(), {
      pageHash: undefined,
    });
    await jest.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(siteVersion.isStale()).toBe(false);
    server.build.current = 'build-2';
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(siteVersion.isStale()).toBe(true);
  });

  it('a failed poll changes nothing but a log line, and the next one asks again', async () => {
    const server = deployedBuild(null);
    const { siteVersion, log } = pageAt('/pricing', server, sessionStorage());
    await jest.advanceTimersByTimeAsync(POLL_MS);
    server.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(siteVersion.isStale()).toBe(false);
    expect(log.mock.calls).toEqual([
      [expect.stringContaining('newer build of the site failed (Error: HTTP 404)')],
      [expect.stringContaining('(TypeError: Failed to fetch)')],
    ]);
    server.build.current = 'build-2';
    await jest.advanceTimersByTimeAsync(POLL_MS);
    expect(server.fetch).toHaveBeenCalledTimes(3);
    expect(siteVersion.isStale()).toBe(true);
  });

  it('does not poll without a configured interval', async () => {
    const server = deployedBuild('build-2');
    const { siteVersion } = pageAt('/pricing', server, sessionStorage(), {
      pollIntervalMs: null,
    });
    await jest.advanceTimersByTimeAsync(POLL_MS * 100);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(siteVersion.onRouteChange()).toBe(false);
  });

  it('stops polling when told', async () => {
    const server = deployedBuild('build-1');
    const { stop } = pageAt('/pricing', server, sessionStorage());
    stop();
    await jest.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(server.fetch).not.toHaveBeenCalled();
  });
});

const chunkLoadError = () =>
  Object.assign(new Error('Loading chunk 123 failed.\n(error: /component---src-pages-x.js)'), {
    name: 'ChunkLoadError',
  });

const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
const thrown = (error: unknown) => Object.assign(new Event('error'), { error });

describe('a chunk-load error', () => {
  it.each([
    ['webpack ChunkLoadError', chunkLoadError(), true],
    ['CSS chunk', new Error('Loading CSS chunk 7 failed.\n(/styles.css)'), true],
    ['any other error', new Error('Cannot read properties of undefined'), false],
    ['a rejection that is no error', 'Loading chunk 1 failed.', false],
  ])('is recognised: %s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads the page, thrown or rejected, once per path in 10 seconds', () => {
    const window = new EventTarget();
    const server = deployedBuild('build-1');
    const { location, siteVersion } = pageAt('/pricing', server, sessionStorage());
    const stop = watchChunkErrors(window, (error) => {
      if (isChunkLoadError(error)) siteVersion.onChunkError();
    });

    window.dispatchEvent(rejection(new Error('not a chunk')));
    expect(location.reload).not.toHaveBeenCalled();

    window.dispatchEvent(rejection(chunkLoadError()));
    expect(location.reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(thrown(chunkLoadError()));
    expect(location.reload).toHaveBeenCalledTimes(1);

    jest.advanceTimersByTime(RELOAD_GUARD_MS);
    window.dispatchEvent(thrown(chunkLoadError()));
    expect(location.reload).toHaveBeenCalledTimes(2);

    stop();
    jest.advanceTimersByTime(RELOAD_GUARD_MS);
    window.dispatchEvent(rejection(chunkLoadError()));
    expect(location.reload).toHaveBeenCalledTimes(2);
  });

  // Node's EventTarget runs listeners in the order added; a browser runs capturing ones first, so
  // Gatsby's, added before, is kept from it too (tests/e2e/session.spec.ts).
  it("is kept from the page's other listeners, which see other errors", () => {
    const window = new EventTarget();
    const seenHere: unknown[] = [];
    watchChunkErrors(window, (error) => seenHere.push(error));
    const seenByOthers: unknown[] = [];
    window.addEventListener('unhandledrejection', (event) =>
      seenByOthers.push((event as PromiseRejectionEvent).reason),
    );

    const chunkError = chunkLoadError();
    const otherError = new Error('not a chunk');
    window.dispatchEvent(rejection(chunkError));
    window.dispatchEvent(rejection(otherError));

    expect(seenHere).toEqual([chunkError, otherError]);
    expect(seenByOthers).toEqual([otherError]);
  });
});
