/**
 * The site-version service in the browser. The browser hooks (src/browser-hooks.tsx) start it once
 * and tell it about route changes:
 *
 *   const siteVersion = startSiteVersion();              // onClientEntry
 *   siteVersion.onRouteChange();                         // onRouteUpdate
 */
import { withPrefix } from 'gatsby';
import { noticeSiteUpdate, notifications } from '../notifications';
import { runtimeConfig } from '../../settings/browser';
import type { RuntimeConfig } from '../../settings/runtime';
import { createReloadGuard, type StorageLike } from './reload-guard';
import {
  APP_DATA_PATH,
  createSiteVersion,
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

/**
 * Polls for a newer build (when configured), telling the visitor when it finds one, and
 * reloads on chunk-load errors.
 */
export const startSiteVersion = (
  config: RuntimeConfig = runtimeConfig(),
): SiteVersion & { stop: () => void } => {
  const siteVersion = createSiteVersion({
    fetch: (input, init) => window.fetch(input, init),
    appDataUrl: withPrefix(APP_DATA_PATH),
    currentHash: () => window.___webpackCompilationHash,
    pollIntervalMs: config.newBuildPollMs,
    guard: createReloadGuard({ storage: sessionStorageOrNull() }),
    location: window.location,
    onStale: () => noticeSiteUpdate(notifications),
  });
  const stopPolling = siteVersion.start();
  const stopWatching = watchChunkErrors(window, siteVersion.onChunkError);
  return {
    ...siteVersion,
    stop: () => {
      stopPolling();
      stopWatching();
    },
  };
};
