/**
 * The blog's static search index, built with Pagefind after `gatsby build`: only article pages
 * (the element marked with SEARCH_BODY_ATTRIBUTE, see src/templates/blog-post.tsx) are
 * indexed, and the index is written to the SEARCH_INDEX_DIR folder of public/. Browsers load
 * nothing of it with a page; the search page fetches pagefind.js from there
 * (paths.searchIndexScript()) and the index chunks it needs when a query runs.
 *
 * Runs as an onPostBuild step, before the Netlify adapter turns "blog/x/index.html" into
 * "blog/x.html"; either layout maps to the address "/blog/x" (no trailing slash).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildArgs } from 'gatsby';
import type * as Pagefind from 'pagefind';
import { withoutTrailingSlash } from '../src/lib/paths';
import { SEARCH_BODY_ATTRIBUTE, SEARCH_INDEX_DIR } from '../src/lib/search-index';
import { pageHtmlFiles } from './public-html';

/** Pages are indexed this many at a time. */
const BATCH = 64;

/** The public address of a built HTML file: "blog/x/index.html" and "blog/x.html" → "/blog/x". */
export const urlOfHtmlFile = (relativeFile: string): string => {
  const unixPath = relativeFile.split(path.sep).join('/');
  const withoutExtension = unixPath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return withoutTrailingSlash(`/${withoutExtension}`);
};

/**
 * The part of a page Pagefind needs: the element marked `data-pagefind-body`, alone in a small
 * document. Pages carry the site's header, footer and critical CSS (most of their bytes);
 * leaving them out makes indexing several times faster and changes nothing in the index,
 * because Pagefind reads only the marked element anyway. Null when the page has none.
 */
export const searchDocument = (html: string): string | null => {
  const start = html.search(
    new RegExp(`<[a-z][a-z0-9]*\\b[^>]*\\s${SEARCH_BODY_ATTRIBUTE}(?=[\\s=>/])`),
  );
  if (start === -1) return null;
  const tag = /^<([a-z][a-z0-9]*)/.exec(html.slice(start))?.[1] ?? 'div';
  // React renders well-formed HTML: find the element's end by counting its own tag name.
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      const element = html.slice(start, match.index + match[0].length);
      return `<!DOCTYPE html><html lang="en"><head></head><body>${element}</body></html>`;
    }
  }
  return null;
};

/** Pagefind is published as an ES module only; load it natively, not through the bundler. */
const loadPagefind = (): Promise<typeof Pagefind> =>
  (
    new Function('specifier', 'return import(specifier)') as (s: string) => Promise<typeof Pagefind>
  )('pagefind');

export interface SearchIndexResult {
  pages: number;
  outputPath: string;
}

/**
 * Indexes every page below `publicDir/underDir` that marks a search body, and writes the index
 * to its folder in `publicDir` (SEARCH_INDEX_DIR). Throws on any Pagefind error.
 */
export const buildSearchIndex = async (
  publicDir = 'public',
  underDir = 'blog',
): Promise<SearchIndexResult> => {
  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not create an index: ${errors.join('; ')}`);
    const files = pageHtmlFiles(publicDir, underDir);
    let pages = 0;
    for (let start = 0; start < files.length; start += BATCH) {
      const batch = files.slice(start, start + BATCH).flatMap((file) => {
        const content = searchDocument(readFileSync(path.join(publicDir, file), 'utf8'));
        return content ? [{ url: urlOfHtmlFile(file), content }] : [];
      });
      const added = await Promise.all(batch.map((page) => index.addHTMLFile(page)));
      const failed = added.flatMap((response) => response.errors);
      if (failed.length > 0)
        throw new Error(`Pagefind could not index a page: ${failed.join('; ')}`);
      pages += batch.length;
    }
    const outputPath = path.join(publicDir, SEARCH_INDEX_DIR);
    // Pagefind's own writeFiles can close its service before every file reaches the disk,
    // leaving empty files that break search; the files are taken in memory and written here.
    const made = await index.getFiles();
    if (made.errors.length > 0)
      throw new Error(`Pagefind could not make the index: ${made.errors.join('; ')}`);
    const indexFiles = made.files;
    const empty = indexFiles.filter((file) => file.content.length === 0).map((file) => file.path);
    if (empty.length > 0) throw new Error(`Pagefind made empty index files: ${empty.join(', ')}`);
    rmSync(outputPath, { recursive: true, force: true });
    for (const file of indexFiles) {
      const target = path.join(outputPath, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    return { pages, outputPath };
  } finally {
    await pagefind.close();
  }
};

/** onPostBuild step: builds the index, stopping the build if it fails. */
export const buildBlogSearchIndex = async ({
  reporter,
}: Pick<BuildArgs, 'reporter'>): Promise<void> => {
  const activity = reporter.activityTimer('Blog search index (Pagefind)');
  activity.start();
  try {
    const { pages, outputPath } = await buildSearchIndex();
    activity.setStatus(`${pages} articles indexed into ${outputPath}`);
  } catch (error) {
    reporter.panic('Building the blog search index failed', error as Error);
  } finally {
    activity.end();
  }
};
