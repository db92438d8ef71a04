/**
 * The global navigation step that follows a redirect the server gives (spec section 4).
 * Redirects live on the server (Netlify's _redirects, written from gatsby/redirects.ts), not
 * in the bundle. A client-side navigation to a redirected address finds no page data, and
 * Gatsby then shows the 404 page, or, when its own check fails on a target on another host,
 * leaves the visitor there. This step asks the server: when it redirects to this site, the
 * visitor is taken there without a page load; when it redirects elsewhere (an absolute target,
 * which the browser will not let a script follow), the address is loaded in full and the
 * server sends the browser on. A real 404 stays as it is. Only addresses on this site are asked
 * about, loaded or navigated to: an address like `//host/x` would otherwise name another host.
 */

export interface ServerRedirectOptions {
  /** The page's origin. */
  origin: string;
  /** A HEAD request that follows redirects (fetch). */
  head: (url: string) => Promise<{ redirected: boolean; url: string }>;
  /** Client-side navigation (Gatsby's navigate). */
  navigate: (to: string, options: { replace: boolean }) => void;
  /** A full page load that replaces the current history entry. */
  replace: (url: string) => void;
}

export type RedirectOutcome = 'none' | 'navigated' | 'reloaded';

/**
 * `path` as a path on this site. The URL parser drops tabs and newlines anywhere and reads a
 * backslash as a slash, so `//host`, `/\host` and `/<tab>/host` would name another host: the
 * leading slashes and backslashes become one slash.
 */
export const pathOnThisSite = (path: string): string =>
  `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;

/** `path` resolved against `origin`, or undefined when it would leave that origin. */
const addressOnThisSite = (path: string, origin: string): URL | undefined => {
  const url = new URL(pathOnThisSite(path), origin);
  return url.origin === origin ? url : undefined;
};

/** Follows the server's redirect of `path` (path, query and hash of the 404 just shown). */
export const followServerRedirect = async (
  path: string,
  { origin, head, navigate, replace }: ServerRedirectOptions,
): Promise<RedirectOutcome> => {
  const requested = addressOnThisSite(path, origin);
  if (!requested) return 'none';
  let answer: { redirected: boolean; url: string };
  try {
    answer = await head(requested.href);
  } catch {
    // A redirect to another host fails here (no CORS): let the browser follow it.
    replace(requested.href);
    return 'reloaded';
  }
  if (!answer.redirected) return 'none';
  const target = new URL(answer.url);
  if (target.origin !== origin) {
    // The browser follows the server's redirect from the address on this site: only an address
    // on this site is ever loaded from here.
    replace(requested.href);
    return 'reloaded';
  }
  // fetch drops the fragment; the server's redirect keeps the query (Netlify does).
  navigate(pathOnThisSite(`${target.pathname}${target.search}${target.hash || requested.hash}`), {
    replace: true,
  });
  return 'navigated';
};

/** What Gatsby's loader (window.___loader) tells of a path it has loaded. */
interface GatsbyLoader {
  loadPageSync: (
    path: string,
  ) => { notFound?: boolean; page?: { path?: string } } | undefined | null;
}

/** True when Gatsby rendered the 404 page for `pathname` (it had no page data for it). */
export const renderedNotFound = (pathname: string, win: Window = window): boolean => {
  const loader = (win as Window & { ___loader?: GatsbyLoader }).___loader;
  const resources = loader?.loadPageSync(pathname);
  return resources?.notFound === true || resources?.page?.path === '/404.html';
};
