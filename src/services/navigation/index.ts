/**
 * The browser's navigation steps: loading the first page where Gatsby's router will look for it
 * (./router-path.ts, run on client entry), and following a redirect the server gives for an
 * address the 404 page is shown for (./server-redirect.ts).
 */
import { navigate } from 'gatsby';
import { loadFirstPageForRouter } from './router-path';
import { followServerRedirect } from './server-redirect';

export { followServerRedirect } from './server-redirect';

/** Runs on client entry: Gatsby renders the first page once this has settled. */
export const prepareFirstRender = (): Promise<void> => loadFirstPageForRouter(window.location);

/** Runs while the 404 page shows `location`: the server may redirect the address elsewhere. */
export const followRedirectOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  followServerRedirect(`${location.pathname}${location.search}${location.hash}`, {
    origin: window.location.origin,
    head: (url) => fetch(url, { method: 'HEAD', credentials: 'same-origin' }),
    navigate: (to, options) => void navigate(to, options),
    replace: (url) => window.location.replace(url),
  });
