/**
 * The pages of a deployed site, read from its own sitemap over HTTP. The sitemap names the
 * production address (SITE_URL), so only each entry's path is kept and asked of the copy
 * under test.
 */
const locations = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

const fetchText = async (url: URL): Promise<string> => {
  const response = await fetch(url, { redirect: 'error' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
};

const cache = new Map<string, Promise<string[]>>();

const readSitemap = async (baseURL: string): Promise<string[]> => {
  const index = await fetchText(new URL('/sitemap-index.xml', baseURL));
  const sitemaps = locations(index).map((loc) => new URL(new URL(loc).pathname, baseURL));
  if (sitemaps.length === 0) throw new Error('sitemap-index.xml lists no sitemap');
  const pages = await Promise.all(sitemaps.map(async (url) => locations(await fetchText(url))));
  return pages.flat().map((loc) => new URL(loc).pathname);
};

/** Every page path in the deployed sitemap, fetched once per test worker. */
export const sitemapPaths = (baseURL: string | undefined): Promise<string[]> => {
  if (!baseURL) throw new Error('The deployed-site tests need a baseURL');
  const known = cache.get(baseURL) ?? readSitemap(baseURL);
  cache.set(baseURL, known);
  return known;
};
