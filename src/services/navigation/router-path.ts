/**
 * The first page of an address with an escaped reserved character (`/a%2Fb`, `/a%3Fb`). Gatsby
 * loads its resources under the address decoded in full (`/a/b`), but its router
 * (@gatsbyjs/reach-router) looks them up under `encodeURI(decodeURI(address))` (`/a%252Fb`, read
 * back as `/a%2Fb`): the lookup finds nothing and the first render throws, leaving an empty page
 * (gatsbyjs/gatsby#23580). So the page is loaded under the router's path as well, before it.
 */

interface PageLoader {
  loadPage: (path: string) => Promise<unknown>;
}

/**
 * The path Gatsby's router reads for the address bar's `pathname`, when Gatsby's loader would
 * file the page under another one; undefined when they agree, or when the router cannot read
 * it (a malformed escape).
 */
export const routerPathOf = (pathname: string): string | undefined => {
  try {
    const asRouterReadsIt = decodeURI(pathname);
    if (asRouterReadsIt === decodeURIComponent(pathname)) return undefined;
    return encodeURI(asRouterReadsIt);
  } catch {
    return undefined;
  }
};

/** Loads the page at `location` under the path Gatsby's router will look it up by, if it differs. */
export const loadFirstPageForRouter = async (
  loader: PageLoader | undefined,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<void> => {
  const routerPath = routerPathOf(pathname);
  if (!loader || routerPath === undefined) return;
  // A failure here is Gatsby's own to handle when it loads the page itself.
  await loader.loadPage(`${routerPath}${search}`).catch(() => undefined);
};
