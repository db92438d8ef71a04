/**
 * The site-version service in the browser: the browser hooks (src/browser-hooks.tsx) start it on
 * client entry and tell it about route changes; `reloadOnChunkError` is the one answer to code
 * that failed to load, for everything that loads code.
 */
import { withPrefix } from 'gatsby';
import { noticeSiteUpdate, notifications } from '../notifications';
import { runtimeConfig } from '../../settings/browser';
import type { RuntimeConfig } from '../../settings/runtime';
import { createReloadGuard, type StorageLike } from './reload-guard';
import {
  APP_DATA_PATH,
  createSiteVersion,
  isChunkLoadError,
  watchChunkErrors,
  type SiteVersion,
} from './site-version';

export { createReloadGuard } from './reload-guard';
export { createSiteVersion, isChunkLoadError, watchChunkErrors } from './site-version';
export type { SiteVersion } from './site-version';

declare global {
  interface Window {
    /** Set by Gatsby in every page: the compilation hash of the build it came from. */
    ___webpackCompilationHash?: string;
  }
}

/** sessionStorage, or null where the browser refuses it (Gatsby guards the same way). */
const sessionStorageOrNull = (): StorageLike | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

let pageSiteVersion: SiteVersion | undefined;

/** This page's site version, made on first use. */
const siteVersionOfPage = (config: RuntimeConfig = runtimeConfig()): SiteVersion =>
  (pageSiteVersion ??= createSiteVersion({
    fetch: (input, init) => window.fetch(input, init),
    appDataUrl: withPrefix(APP_DATA_PATH),
    currentHash: () => window.___webpackCompilationHash,
    pollIntervalMs: config.newBuildPollMs,
    guard: createReloadGuard({ storage: sessionStorageOrNull() }),
    location: window.location,
    onStale: () => noticeSiteUpdate(notifications),
  }));

/**
 * Code that failed to load (a deploy removed the old build's files, the network dropped) reloads
 * the page, at most once per path in 10 seconds (spec section 4): a render that threw it (the
 * app's error boundary), a dynamic import that caught it, or the window that it reached. Says
 * whether the page reloads.
 */
export const reloadOnChunkError = (error: unknown): boolean =>
  typeof window !== 'undefined' && isChunkLoadError(error) && siteVersionOfPage().onChunkError();

/** Polls for a newer build (when configured), telling the visitor when it finds one. */
export const startSiteVersion = (
  config: RuntimeConfig = runtimeConfig(),
): SiteVersion & { stop: () => void } => {
  const siteVersion = siteVersionOfPage(config);
  const stopPolling = siteVersion.start();
  const stopWatching = watchChunkErrors(window, reloadOnChunkError);
  return {
    ...siteVersion,
    stop: () => {
      stopPolling();
      stopWatching();
    },
  };
};
