/**
 * Follows a redirect the server gives (spec section 4) for an address Gatsby found no page for:
 * to this site without a page load, elsewhere by loading the address in full (the browser lets
 * no script follow it). Only addresses on this site are asked about, loaded or navigated to.
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
