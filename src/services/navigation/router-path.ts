/**
 * The one user of Gatsby's private `window.___loader`: `/a%2Fb` is loaded under `/a/b` but
 * looked up under `/a%252Fb`, leaving an empty page (gatsbyjs/gatsby#23580).
 */

interface PageLoader {
  loadPage: (path: string) => Promise<unknown>;
}

/** Undefined when loader and router agree, or the router cannot read it (a malformed escape). */
export const routerPathOf = (pathname: string): string | undefined => {
  try {
    const asRouterReadsIt = decodeURI(pathname);
    if (asRouterReadsIt === decodeURIComponent(pathname)) return undefined;
    return encodeURI(asRouterReadsIt);
  } catch {
    return undefined;
  }
};

export const loadFirstPageForRouter = async (
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  loader = (window as { ___loader?: PageLoader }).___loader,
): Promise<void> => {
  const routerPath = routerPathOf(pathname);
  if (!loader || routerPath === undefined) return;
  await loader.loadPage(`${routerPath}${search}`).catch(() => undefined);
};
