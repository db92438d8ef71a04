/** `reloadOnChunkError` is the one answer to code that failed to load, wherever it loads. */
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
    ___webpackCompilationHash?: string;
  }
}

/** Null where the browser refuses it (Gatsby guards the same way). */
const sessionStorageOrNull = (): StorageLike | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

let pageSiteVersion: SiteVersion | undefined;

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

/** Spec section 4; says whether the page reloads. */
export const reloadOnChunkError = (error: unknown): boolean =>
  typeof window !== 'undefined' && isChunkLoadError(error) && siteVersionOfPage().onChunkError();

/**
 * Call before Gatsby's navigation module runs: its own listener reloads on a chunk error with no
 * guard, and listeners on the window run in the order added, so this one stops the error first.
 */
export const watchChunkErrorsFromNow = (): (() => void) =>
  watchChunkErrors(window, reloadOnChunkError);

export const startSiteVersion = (
  config: RuntimeConfig = runtimeConfig(),
): SiteVersion & { stop: () => void } => {
  const siteVersion = siteVersionOfPage(config);
  return { ...siteVersion, stop: siteVersion.start() };
};
