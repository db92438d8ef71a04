/**
 * The pages a content change affects: every path whose built data differs between the build of
 * the base and the build of the head (content/ before and after the change, same code), or that
 * only one of them has. See docs/content-workflow.md for why data is compared, not ids.
 */
import { builtPageData, ownPageData } from './built-pages';

export interface AffectedPage {
  path: string;
  change: 'added' | 'removed' | 'changed';
}

/** How a change reads in the pull request's Markdown. */
export const CHANGE_WORDS: Readonly<Record<AffectedPage['change'], string>> = {
  added: 'new',
  removed: 'removed',
  changed: 'changed',
};

/** The paths whose data differs between two builds' page data, sorted by path. */
export const comparePageData = (
  base: ReadonlyMap<string, string>,
  head: ReadonlyMap<string, string>,
): AffectedPage[] => {
  const pages: AffectedPage[] = [];
  for (const [path, data] of head) {
    const before = base.get(path);
    if (before === undefined) pages.push({ path, change: 'added' });
    else if (before !== data) pages.push({ path, change: 'changed' });
  }
  for (const path of base.keys()) {
    if (!head.has(path)) pages.push({ path, change: 'removed' });
  }
  return pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
};

/** The pages affected between the builds in two public/ folders. */
export const affectedPages = (basePublicDir: string, headPublicDir: string): AffectedPage[] =>
  comparePageData(builtPageData(basePublicDir), builtPageData(headPublicDir));

/** The paths whose own page data differs between two builds, or that only one build has. */
export const pagesChangedInOwnData = (basePublicDir: string, headPublicDir: string): Set<string> =>
  new Set(
    comparePageData(ownPageData(basePublicDir), ownPageData(headPublicDir)).map(
      (page) => page.path,
    ),
  );
