/** The blog's Pagefind index, from the article pages only; run after `gatsby build` has ended. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutTrailingSlash } from '../../src/lib/paths';
import { SEARCH_BODY_ATTRIBUTE, SEARCH_INDEX_DIR } from '../../src/lib/search-index';
import { pageHtmlFiles } from '../review/public-html';

const BATCH = 64;

export const urlOfHtmlFile = (relativeFile: string): string => {
  const unixPath = relativeFile.split(path.sep).join('/');
  const withoutExtension = unixPath.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return withoutTrailingSlash(`/${withoutExtension}`);
};

/** Only the marked element, which is all Pagefind reads: the rest of the page slows indexing. */
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

export interface SearchIndexResult {
  pages: number;
  outputPath: string;
}

export const buildSearchIndex = async (
  publicDir = 'public',
  underDir = 'blog',
): Promise<SearchIndexResult> => {
  const pagefind = await import('pagefind');
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
    // Pagefind's writeFiles can close before every file is on disk, leaving empty files.
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
