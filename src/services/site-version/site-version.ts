/**
 * Keeps the open page in step with the deployed site (spec section 4). Gatsby compares build
 * hashes only when loading page data, which it skips for prefetched pages, hence the poll.
 */
import type { ReloadGuard } from './reload-guard';

export const APP_DATA_PATH = '/page-data/app-data.json';

export interface SiteVersionOptions {
  fetch: typeof fetch;
  appDataUrl: string;
  currentHash: () => string | undefined;
  pollIntervalMs: number | null;
  guard: ReloadGuard;
  location: Pick<Location, 'pathname' | 'reload'>;
  onStale?: () => void;
  /** Spec section 8: a failed check is logged only. */
  log?: (message: string) => void;
}

export interface SiteVersion {
  start: () => () => void;
  isStale: () => boolean;
  onRouteChange: () => boolean;
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

/** Webpack's ChunkLoadError or the CSS extractor's "Loading CSS chunk … failed.". */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/i.test(error.message));

const CAPTURE = { capture: true };

/**
 * Rejections too: Gatsby's first page load rejects with its template's chunk error. A chunk error
 * goes no further, so the window's later listeners (Gatsby's unguarded reload) never see it.
 */
export const watchChunkErrors = (
  target: EventTarget,
  onError: (error: unknown) => void,
): (() => void) => {
  const listener = (event: Event) => {
    const error =
      event.type === 'unhandledrejection'
        ? (event as PromiseRejectionEvent).reason
        : (event as ErrorEvent).error;
    if (isChunkLoadError(error)) event.stopImmediatePropagation();
    onError(error);
  };
  target.addEventListener('error', listener, CAPTURE);
  target.addEventListener('unhandledrejection', listener, CAPTURE);
  return () => {
    target.removeEventListener('error', listener, CAPTURE);
    target.removeEventListener('unhandledrejection', listener, CAPTURE);
  };
};
