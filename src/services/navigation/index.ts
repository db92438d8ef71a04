/**
 * The browser's navigation steps that gatsby-browser runs after each client-side route
 * change. One for now: following a redirect the server gives (./server-redirect.ts).
 */
import { navigate } from 'gatsby';
import { followServerRedirect, renderedNotFound } from './server-redirect';

export { followServerRedirect, renderedNotFound } from './server-redirect';

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
