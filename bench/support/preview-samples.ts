/**
 * One page per template of a deployed copy of the site (a deploy preview), found over HTTP for
 * Lighthouse CI: the pages of its sitemap, and those the sitemap leaves out on purpose (the 404
 * page, the blog search, the booking frame, the downloads' thank-you pages), each asked for its
 * page-data.json, which names its template. The same choice as template-samples.ts makes in a
 * build folder: the first page of each template, client-only routes left out.
 */
import path from 'node:path';
import { fixedPagePath } from 'gatsby-core-utils/page-data';
import { paths } from '../../src/lib/paths';
import { sitemapPaths } from '../../tests/deployed/sitemap';
import { firstPerTemplate, templateName, type PageData } from './template-samples';

export interface PreviewSample {
  template: string;
  url: string;
}

/** Requests in flight at once: enough to be quick, few enough to be polite to the CDN. */
const PARALLEL = 8;

/** The sitemap's pages, then the pages it leaves out; each path once. */
const candidatePaths = (listed: readonly string[]): string[] => {
  const downloads = paths.gatedContent('');
  const thankYous = listed
    .filter((page) => page.startsWith(downloads) && !page.slice(downloads.length).includes('/'))
    .map((page) => paths.gatedContentThankYou(page.slice(downloads.length)));
  return [...new Set([...listed, '/404', paths.blogSearch(), paths.bookCallFrame(), ...thankYous])];
};

/** The page's page-data.json, or undefined when the copy has no such page. */
const readPageData = async (origin: string, page: string): Promise<PageData | undefined> => {
  const url = new URL(path.posix.join('/page-data', fixedPagePath(page), 'page-data.json'), origin);
  const response = await fetch(url);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return (await response.json()) as PageData;
};

export const previewSamples = async (origin: string): Promise<PreviewSample[]> => {
  const candidates = candidatePaths(await sitemapPaths(origin));
  const found: (PageData | undefined)[] = [];
  for (let start = 0; start < candidates.length; start += PARALLEL)
    found.push(
      ...(await Promise.all(
        candidates.slice(start, start + PARALLEL).map((page) => readPageData(origin, page)),
      )),
    );
  const pages = found.flatMap((data, index) =>
    data ? [[data, candidates[index] as string] as [PageData, string]] : [],
  );
  return [...firstPerTemplate(pages).values()]
    .map(([data, page]) => ({
      template: templateName(data.componentChunkName),
      url: new URL(page, origin).href,
    }))
    .sort((a, b) => a.template.localeCompare(b.template));
};
