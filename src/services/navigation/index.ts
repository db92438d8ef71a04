import { navigate } from 'gatsby';
import { loadFirstPageForRouter } from './router-path';
import { followServerRedirect } from './server-redirect';

export { followServerRedirect } from './server-redirect';

export const prepareFirstRender = (): Promise<void> => loadFirstPageForRouter(window.location);

/** For the 404 page: the server may redirect the address elsewhere. */
export const followRedirectOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  followServerRedirect(`${location.pathname}${location.search}${location.hash}`, {
    origin: window.location.origin,
    head: (url) => fetch(url, { method: 'HEAD', credentials: 'same-origin' }),
    navigate: (to, options) => void navigate(to, options),
    replace: (url) => window.location.replace(url),
  });
