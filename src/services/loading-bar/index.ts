import { createLoadingBar } from './loading-bar-store';

export const loadingBar = createLoadingBar();

export { createLoadingBar } from './loading-bar-store';
export type { LoadingBarPhase, LoadingBarState } from './loading-bar-store';
export { LoadingBar } from './loading-bar';
