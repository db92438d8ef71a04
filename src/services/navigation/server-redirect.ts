/** Spec section 4. Only addresses on this site are ever asked about, loaded or navigated to. */

export interface ServerRedirectOptions {
  origin: string;
  head: (url: string) => Promise<{ redirected: boolean; url: string }>;
  navigate: (to: string, options: { replace: boolean }) => void;
  replace: (url: string) => void;
}

export type RedirectOutcome = 'none' | 'navigated' | 'reloaded';

/** URL parsing drops tabs, reads `\` as `/`: `//host`, `/\host`, `/<tab>/host` leave the site. */
export const pathOnThisSite = (path: string): string =>
  `/${path.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;

const addressOnThisSite = (path: string, origin: string): URL | undefined => {
  const url = new URL(pathOnThisSite(path), origin);
  return url.origin === origin ? url : undefined;
};

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
    // The browser follows it from our own address; only that is loaded from here.
    replace(requested.href);
    return 'reloaded';
  }
  // fetch drops the fragment; the server's redirect keeps the query (Netlify does).
  navigate(pathOnThisSite(`${target.pathname}${target.search}${target.hash || requested.hash}`), {
    replace: true,
  });
  return 'navigated';
};
