/**
 * Loads the browser runtime's third-party half (./start.ts) after hydration and hands it what
 * the route hooks and the page wrapper report, in order. In a build that configures no third
 * party nothing is loaded and the calls do nothing.
 *
 *   prepareDeferredRuntime({ session });            // onClientEntry: nothing is fetched yet
 *   withDeferredRuntime((runtime) => ...);           // loads it on the first call, then runs
 */
import type { SessionStore } from '../session';
import type { DeferredRuntime } from './start';

export type { DeferredRuntime } from './start';

let session: SessionStore | null = null;
let runtime: Promise<DeferredRuntime> | undefined;

/** What the runtime needs from the first load; call before the page renders. */
export const prepareDeferredRuntime = (options: { session: SessionStore | null }): void => {
  session = options.session;
};

/**
 * Runs `use` with the runtime once it is loaded, after every earlier call; the first call
 * loads it (Gatsby's first route hook and the page wrapper's effect run once React has
 * hydrated the page). A chunk that fails to load rejects, and the site-version service
 * reloads the page as for any chunk.
 */
export const withDeferredRuntime = (use: (loaded: DeferredRuntime) => void): void => {
  // Every third party needs consent, so this is "a third party is configured", as a literal the
  // build folds (src/settings/browser.ts): a build without one then has no runtime chunk, nor
  // Segment's and Sentry's, in the map of chunks webpack's runtime carries to every page.
  if (__SITE_SETTINGS__.thirdParties.asksForConsent) {
    runtime ??= import(/* webpackChunkName: "deferred-runtime" */ './start').then(
      ({ startDeferredRuntime }) => startDeferredRuntime({ session }),
    );
    void runtime.then(use);
  }
};
