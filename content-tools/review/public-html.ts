/**
 * The page HTML files of a build folder, for Gatsby's post-build steps and the content review.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../../src/lib/search-index';

export const NON_PAGE_DIRS: ReadonlySet<string> = new Set([
  '_gatsby',
  'static',
  'page-data',
  '~partytown',
  SEARCH_INDEX_DIR,
]);

export const pageHtmlFiles = (publicDir: string, underDir = ''): string[] =>
  readdirSync(path.join(publicDir, underDir), { withFileTypes: true }).flatMap((entry) => {
    const relative = underDir ? `${underDir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      return underDir === '' && NON_PAGE_DIRS.has(entry.name)
        ? []
        : pageHtmlFiles(publicDir, relative);
    }
    return entry.name.endsWith('.html') ? [relative] : [];
  });
