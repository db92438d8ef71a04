/**
 * The one module that uses Gatsby's private loader (`window.___loader`; docs/architecture.md,
 * "Pages and routes"). An address with an escaped reserved character (`/a%2Fb`) is loaded under
 * `/a/b`, but the router looks it up under `/a%252Fb`: the first render throws and leaves an empty
 * page (gatsbyjs/gatsby#23580). No public API loads a page, so this loads it there too, before.
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
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  loader = (window as { ___loader?: PageLoader }).___loader,
): Promise<void> => {
  const routerPath = routerPathOf(pathname);
  if (!loader || routerPath === undefined) return;
  // A failure here is Gatsby's own to handle when it loads the page itself.
  await loader.loadPage(`${routerPath}${search}`).catch(() => undefined);
};
