/**
 * The loading bar's start and failure (spec section 4: it starts on navigation start, finishes on
 * navigation end or error, and shows in an error colour on error). Gatsby's hooks tell a route
 * change only once the next page's files are in (onPreRouteUpdate) or a second after it began
 * (onRouteUpdateDelayed), and tell nothing of a failure: Gatsby answers a page whose files fail
 * to load with a full load of the address. So:
 *
 * - every navigation of the site's links and of `navigate` goes through `window.___navigate`
 *   (gatsby/cache-dir/navigation.js; the contract test beside this file reads it), and wrapping
 *   it starts the bar as the visitor clicks. Back and forward come through the router alone and
 *   keep the hooks' start;
 * - a page load that answers with an error, or throws, ends a bar that is running in the error
 *   colour, before Gatsby's full load takes the page away (or while it waits for the server).
 *   A link's preload on hover goes through the same loader, but with no navigation under way
 *   the bar is idle and a failure there shows nothing.
 */
import type { PageLoader } from './sections-before-render';

/** What this needs of the loading bar. */
export interface NavigationProgress {
  start: () => void;
  fail: () => void;
}

type GatsbyNavigate = (to: string | number, options?: unknown) => void;

/** What this needs of the window: Gatsby's navigate, and the address now. */
export interface NavigatingWindow {
  ___navigate?: GatsbyNavigate;
  location: Pick<Location, 'href'>;
}

/**
 * Whether navigating to `to` from `href` changes the address. Gatsby redraws only on a change of
 * address, so a navigation to the address already shown ends with no route update, and a bar
 * started for it would stay.
 */
const changesAddress = (to: string, href: string): boolean => {
  try {
    return new URL(to, href).href !== href;
  } catch {
    return false;
  }
};

/** From now on, a navigation to another address starts `bar` as it is asked for. */
export const startProgressOnNavigate = (win: NavigatingWindow, bar: NavigationProgress): void => {
  const navigate = win.___navigate;
  if (!navigate) return;
  win.___navigate = (to, options) => {
    // A number steps through the history: the router's own route change starts the bar.
    if (typeof to === 'string' && changesAddress(to, win.location.href)) bar.start();
    navigate(to, options);
  };
};

/** Gatsby's loader's answer for a page whose data or code did not load. */
const failed = (resources: unknown): boolean =>
  resources === null ||
  resources === undefined ||
  (typeof resources === 'object' && (resources as { status?: unknown }).status === 'error');

/** From now on, a page load that fails ends a running `bar` in the error colour. */
export const failProgressOnPageLoadError = (
  loader: Pick<PageLoader, 'loadPage'>,
  bar: NavigationProgress,
): void => {
  const loadPage = loader.loadPage.bind(loader);
  loader.loadPage = async (path) => {
    try {
      const resources = await loadPage(path);
      if (failed(resources)) bar.fail();
      return resources;
    } catch (error) {
      bar.fail();
      throw error;
    }
  };
};
