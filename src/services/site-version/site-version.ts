/**
 * Keeping the open page in step with the deployed site (spec section 4).
 *
 * - New build: Gatsby writes the compilation hash of every build into
 *   /page-data/app-data.json (`webpackCompilationHash`) and into each page
 *   (`window.___webpackCompilationHash`). A poll that finds another hash marks the page stale
 *   (`onStale` tells the visitor), and the next route change loads the new route in full. (Gatsby compares the hashes itself
 *   only when it loads a page's data, which it skips for pages it has already prefetched.)
 * - Chunk-load error: a script of the old build is gone from the server; the page reloads.
 *
 * Both reloads go through the reload guard (reload-guard.ts).
 */
import type { ReloadGuard } from './reload-guard';

/** Where Gatsby publishes the hash of the current build (before the path prefix). */
export const APP_DATA_PATH = '/page-data/app-data.json';

export interface SiteVersionOptions {
  fetch: typeof fetch;
  /** The address of app-data.json, path prefix included. */
  appDataUrl: string;
  /** The hash of the build this page came from, when the page knows it. */
  currentHash: () => string | undefined;
  /** How often to poll (ms); null: never. */
  pollIntervalMs: number | null;
  guard: ReloadGuard;
  location: Pick<Location, 'pathname' | 'reload'>;
  /** Called once, when a newer build is first seen. */
  onStale?: () => void;
  /**
   * Where a failed check is logged (spec section 8: a failed fetch of the build manifest is
   * logged only); the console's warnings unless given.
   */
  log?: (message: string) => void;
}

export interface SiteVersion {
  /** Starts polling; returns the function that stops it. */
  start: () => () => void;
  /** Whether a newer build has been seen. */
  isStale: () => boolean;
  /** To call after every route change; reloads when the page is stale. Says if it reloaded. */
  onRouteChange: () => boolean;
  /** To call on a chunk-load error; reloads. Says if it reloaded. */
  onChunkError: () => boolean;
}

const hashOf = (appData: unknown): string | undefined => {
  const hash = (appData as { webpackCompilationHash?: unknown } | null)?.webpackCompilationHash;
  return typeof hash === 'string' && hash !== '' ? hash : undefined;
};

export const createSiteVersion = ({
  fetch: fetchImpl,
  appDataUrl,
  currentHash,
  pollIntervalMs,
  guard,
  location,
  onStale,
  log = (message) => console.warn(message),
}: SiteVersionOptions): SiteVersion => {
  let stale = false;
  let seenHash: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  const stop = () => clearInterval(timer);

  const check = async () => {
    let latest: string | undefined;
    try {
      const response = await fetchImpl(`${appDataUrl}?t=${Date.now()}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      latest = hashOf(await response.json());
      if (latest === undefined) throw new Error('no build hash in the answer');
    } catch (error) {
      // Offline or mid-deploy: logged only, and the next poll asks again.
      log(`The check for a newer build of the site failed (${String(error)}); trying again later.`);
      return;
    }
    // A page without an inlined hash (development) takes the first answer as its own.
    seenHash ??= currentHash() ?? latest;
    // `!stale`: a slow answer may arrive after another poll has already seen the new build.
    if (latest !== seenHash && !stale) {
      stale = true;
      stop();
      onStale?.();
    }
  };

  const reload = () => {
    if (!guard.allow(location.pathname)) return false;
    location.reload();
    return true;
  };

  return {
    start: () => {
      if (pollIntervalMs !== null && timer === undefined) {
        timer = setInterval(() => void check(), pollIntervalMs);
      }
      return stop;
    },
    isStale: () => stale,
    onRouteChange: () => stale && reload(),
    onChunkError: reload,
  };
};

/**
 * Whether an error is a failed chunk load: webpack's ChunkLoadError ("Loading chunk 12
 * failed.") or the CSS extractor's "Loading CSS chunk 12 failed.".
 */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/i.test(error.message));

/**
 * Hands `onError` every error reaching the window, thrown or rejected (Gatsby's first page load
 * rejects with the chunk error of its template). Returns the function that stops listening.
 */
export const watchChunkErrors = (
  target: EventTarget,
  onError: (error: unknown) => void,
): (() => void) => {
  const listener = (event: Event) =>
    onError(
      event.type === 'unhandledrejection'
        ? (event as PromiseRejectionEvent).reason
        : (event as ErrorEvent).error,
    );
  target.addEventListener('error', listener);
  target.addEventListener('unhandledrejection', listener);
  return () => {
    target.removeEventListener('error', listener);
    target.removeEventListener('unhandledrejection', listener);
  };
};
