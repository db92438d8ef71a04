/**
 * The browser's navigation steps that the browser hooks (src/browser-hooks.tsx) run: before the
 * first render, loading the first page where Gatsby's router will look for it
 * (./router-path.ts); before a client-side route change, loading the next page with its
 * sections' code (./sections-before-render.ts) and the loading bar's start and failure
 * (./navigation-progress.ts); after one, following a redirect the server gives
 * (./server-redirect.ts).
 */
import { navigate } from 'gatsby';
import { preloadSectionsOf } from '../../lib/section-preload';
import {
  failProgressOnPageLoadError,
  type NavigatingWindow,
  type NavigationProgress,
  startProgressOnNavigate,
} from './navigation-progress';
import { loadFirstPageForRouter } from './router-path';
import { type PageLoader, waitForSectionsOnPageLoad } from './sections-before-render';
import { followServerRedirect, renderedNotFound } from './server-redirect';

export { followServerRedirect, renderedNotFound } from './server-redirect';

/** Runs on client entry: Gatsby renders the first page once this has settled. */
export const prepareFirstRender = (): Promise<void> =>
  loadFirstPageForRouter((window as { ___loader?: PageLoader }).___loader, window.location);

/** Runs after a client-side navigation to `location` has rendered. */
export const afterNavigation = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => {
  if (!renderedNotFound(location.pathname)) return;
  void followServerRedirect(`${location.pathname}${location.search}${location.hash}`, {
    origin: window.location.origin,
    head: (url) => fetch(url, { method: 'HEAD', credentials: 'same-origin' }),
    navigate: (to, options) => void navigate(to, options),
    replace: (url) => window.location.replace(url),
  });
};

/**
 * From now on, navigations (and link hovers) load the next page's section code too, and drive
 * `bar` from their start and their failure.
 */
export const prepareNavigations = (bar: NavigationProgress): void => {
  const loader = (window as { ___loader?: PageLoader }).___loader;
  if (loader) {
    waitForSectionsOnPageLoad(loader, preloadSectionsOf);
    failProgressOnPageLoadError(loader, bar);
  }
  startProgressOnNavigate(window as NavigatingWindow, bar);
};
