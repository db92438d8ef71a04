/**
 * Options for gatsby-plugin-sitemap: only indexable pages (no client-only routes, nothing
 * marked noindex, not the error page), each at its canonical address, in path order.
 */
import { siteUrl as buildSiteUrl } from '../src/settings/build';

interface SitemapPage {
  path: string;
  matchPath?: string | null;
  pageContext?: { noindex?: boolean } | null;
}

/** Whether a page belongs in the sitemap. */
export const isIndexable = (page: SitemapPage): boolean =>
  !page.matchPath &&
  !page.pageContext?.noindex &&
  !/^\/404(\.html)?$|^\/dev-404-page/.test(page.path);

export const sitemapOptions = {
  query: `{
    allSitePage { nodes { path matchPath pageContext } }
  }`,
  resolveSiteUrl: () => buildSiteUrl(),
  // Pages come in the order the content source delivered their nodes, which differs between
  // a live and a mirror build of the same content; sorted, the sitemap is the same file.
  resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) =>
    allSitePage.nodes
      .filter(isIndexable)
      .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
  serialize: ({ path }: SitemapPage) => ({ url: path }),
};

/** robots.txt: everything may be crawled except the embeddable frames; where the sitemap is. */
export const robotsTxt = (siteUrl: string = buildSiteUrl()): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /iframes/',
    '',
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    '',
  ].join('\n');
