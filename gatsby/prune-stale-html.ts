/** So a deleted page never stays online: Gatsby misses the adapter's `<path>.html` files. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { pageHtmlFiles } from '../content-tools/review/public-html';

const KEEP = new Set(['404.html', '500.html', 'index.html']);

export const pagePathOfHtmlFile = (relative: string): string =>
  `/${relative.replace(/\\/g, '/').replace(/\.html$/, '')}`;

/** The adapter writes matchPath pages under the pattern, ":param" as "[param]", "*" as "[...]". */
export const servedPath = (page: { path: string; matchPath?: string | null }): string =>
  page.matchPath
    ? page.matchPath.replace(/:([^/]+)/g, '[$1]').replace(/\*([^/]*)/g, '[...$1]')
    : page.path;

export const staleHtmlFiles = (
  files: readonly string[],
  pagePaths: ReadonlySet<string>,
): string[] =>
  files.filter(
    (file) =>
      !KEEP.has(file) && !file.endsWith('/index.html') && !pagePaths.has(pagePathOfHtmlFile(file)),
  );

export const pruneStaleHtml = ({ getNodesByType, reporter }: BuildArgs): void => {
  const pagePaths = new Set(
    getNodesByType('SitePage').flatMap((page) => {
      const ref = {
        path: String(page.path),
        matchPath: page.matchPath as string | null | undefined,
      };
      return [ref.path, servedPath(ref)];
    }),
  );
  const stale = staleHtmlFiles(pageHtmlFiles(path.resolve('public')), pagePaths);
  for (const file of stale) rmSync(path.resolve('public', file));
  if (stale.length > 0)
    reporter.info(`Removed ${stale.length} HTML file(s) of pages that no longer exist`);
};
