import { siteUrl as buildSiteUrl } from '../src/settings/build';

interface SitemapPage {
  path: string;
  matchPath?: string | null;
  pageContext?: { noindex?: boolean } | null;
}

export const isIndexable = (page: SitemapPage): boolean =>
  !page.matchPath &&
  !page.pageContext?.noindex &&
  !/^\/404(\.html)?$|^\/dev-404-page/.test(page.path);

export const sitemapOptions = {
  query: `{
    allSitePage { nodes { path matchPath pageContext } }
  }`,
  resolveSiteUrl: () => buildSiteUrl(),
  // Sorted, as live and mirror builds deliver nodes in different orders.
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes
      .filter(isIndexable)
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  serialize: ({ path }: SitemapPage) => ({ url: path }),
};

export const robotsTxt = (siteUrl: string = buildSiteUrl()): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /iframes/',
    '',
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    '',
  ].join('\n');
