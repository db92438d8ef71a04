/** Loads the third-party half (./start.ts) after hydration; nothing in a build without one. */
import type { SessionStore } from '../session';
import type { DeferredRuntime } from './start';

export type { DeferredRuntime } from './start';

let session: SessionStore | null = null;
let runtime: Promise<DeferredRuntime> | undefined;

/** Call before the page renders; fetches nothing. */
export const prepareDeferredRuntime = (options: { session: SessionStore | null }): void => {
  session = options.session;
};

/** Calls run in order; the first loads the runtime. */
export const withDeferredRuntime = (use: (loaded: DeferredRuntime) => void): void => {
  // A literal the build folds, so a build without third parties has no chunk map entry for them.
  if (__SITE_SETTINGS__.thirdParties.asksForConsent) {
    runtime ??= import(/* webpackChunkName: "deferred-runtime" */ './start').then(
      ({ startDeferredRuntime }) => startDeferredRuntime({ session }),
    );
    void runtime.then(use);
  }
};
