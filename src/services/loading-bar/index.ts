/**
 * The loading bar of this page: the browser hooks (src/browser-hooks.tsx) drive `loadingBar` (start
 * on onPreRouteUpdate, finish on onRouteUpdate, fail on a navigation error) and root.tsx renders
 * `<LoadingBar store={loadingBar} />` once.
 */
import { createLoadingBar } from './loading-bar-store';

export const loadingBar = createLoadingBar();

export { createLoadingBar } from './loading-bar-store';
export type { LoadingBarPhase, LoadingBarState } from './loading-bar-store';
export { LoadingBar } from './loading-bar';
