/**
 * The loading bar of this page: the browser hooks (src/browser-hooks.tsx) drive `loadingBar`
 * (start as a navigation is asked for, or on onPreRouteUpdate for back and forward; finish on
 * onRouteUpdate; fail when the next page's files fail to load: src/services/navigation) and
 * root.tsx renders `<LoadingBar store={loadingBar} />` once.
 */
import { createLoadingBar } from './loading-bar-store';

export const loadingBar = createLoadingBar();

export { createLoadingBar } from './loading-bar-store';
export type { LoadingBarPhase, LoadingBarState } from './loading-bar-store';
export { LoadingBar } from './loading-bar';
