/**
 * The page HTML in public/, as the build's post-processing steps (the Netlify adapter's layout
 * restore, the stale-page clean-up, the search index) find it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../src/lib/search-index';

/** Top-level folders of public/ that hold no page HTML: slices, assets, data, search index. */
export const NON_PAGE_DIRS: ReadonlySet<string> = new Set([
  '_gatsby',
  'static',
  'page-data',
  '~partytown',
  SEARCH_INDEX_DIR,
]);

/**
 * HTML files below `publicDir/underDir`, relative to `publicDir` with "/" separators, in
 * directory order. The non-page folders are skipped at the top of public/.
 */
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
