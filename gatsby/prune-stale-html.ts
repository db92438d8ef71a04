/**
 * Removes HTML files of pages that no longer exist. With trailingSlash "never" the Netlify
 * adapter moves `public/<path>/index.html` to `public/<path>.html`; Gatsby's own clean-up of
 * removed pages only knows the first form. Builds normally start from Gatsby's layout (the
 * adapter's cache on Netlify, gatsby/netlify-adapter.ts elsewhere), so this is a safety net for
 * a file left in the moved layout: a page deleted in the CMS must not stay online.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import { pageHtmlFiles } from './public-html';

/** HTML files at the root of public/ that Gatsby manages itself. */
const KEEP = new Set(['404.html', '500.html', 'index.html']);

/** The page path a pretty-URL file serves: "a/b.html" → "/a/b". */
export const pagePathOfHtmlFile = (relative: string): string =>
  `/${relative.replace(/\\/g, '/').replace(/\.html$/, '')}`;

/**
 * The path whose file serves a page: pages with a matchPath are written by the adapter under
 * that pattern, ":param" as "[param]" and "*" as "[...]" (gatsby-adapter-netlify pretty-urls).
 */
export const servedPath = (page: { path: string; matchPath?: string | null }): string =>
  page.matchPath
    ? page.matchPath.replace(/:([^/]+)/g, '[$1]').replace(/\*([^/]*)/g, '[...$1]')
    : page.path;

/** HTML files (relative to public/) whose page is not among `pagePaths`. */
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
