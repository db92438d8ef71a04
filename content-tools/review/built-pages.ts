/**
 * What each page of a Gatsby build renders from, read from the build's output: the page's
 * page-data.json (its query result and page context) with the static queries and slices it
 * uses. Two builds of the same code whose data for a page is equal render the same page.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Gatsby's folder of page data; `sq/d/<hash>.json` holds the static queries' results. */
const PAGE_DATA_DIR = 'page-data';
const STATIC_QUERY_DIR = path.join(PAGE_DATA_DIR, 'sq', 'd');
const SLICE_DATA_DIR = 'slice-data';

interface PageData {
  path: string;
  staticQueryHashes?: string[];
  slicesMap?: Record<string, string>;
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the built data ${file}: ${(error as Error).message}`);
  }
};

const pageDataFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageDataFiles(child);
    return entry.name === 'page-data.json' ? [child] : [];
  });

const pageDataDirOf = (publicDir: string): string => {
  const pageDataDir = path.join(publicDir, PAGE_DATA_DIR);
  if (!existsSync(pageDataDir)) {
    throw new Error(`${publicDir} holds no Gatsby build: ${pageDataDir} does not exist`);
  }
  return pageDataDir;
};

const asPageData = (value: unknown, file: string): PageData => {
  const data = value as Partial<PageData> | null;
  if (typeof data !== 'object' || data === null || typeof data.path !== 'string') {
    throw new Error(`${file} is not Gatsby page data: it has no "path"`);
  }
  return data as PageData;
};

/** Every page path of the build in `publicDir`, with its own page data only (not the shared). */
export const ownPageData = (publicDir: string): Map<string, string> => {
  const pages = new Map<string, string>();
  for (const file of pageDataFiles(pageDataDirOf(publicDir))) {
    const page = asPageData(readJson(file), file);
    pages.set(page.path, JSON.stringify(page));
  }
  return pages;
};

/**
 * Every page path of the build in `publicDir`, with a text that is equal for two builds exactly
 * when the data the page renders from is equal.
 */
export const builtPageData = (publicDir: string): Map<string, string> => {
  const pageDataDir = pageDataDirOf(publicDir);
  const cache = new Map<string, unknown>();
  const shared = (file: string): unknown => {
    if (!cache.has(file)) cache.set(file, readJson(file));
    return cache.get(file);
  };
  const staticQueries = (hashes: readonly string[] = []) =>
    [...hashes]
      .sort()
      .map((hash) => shared(path.join(publicDir, STATIC_QUERY_DIR, `${hash}.json`)));

  const pages = new Map<string, string>();
  for (const file of pageDataFiles(pageDataDir)) {
    const page = asPageData(readJson(file), file);
    const slices = Object.entries(page.slicesMap ?? {})
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .map(([slot, name]) => {
        const slice = shared(path.join(publicDir, SLICE_DATA_DIR, `${name}.json`)) as {
          staticQueryHashes?: string[];
        };
        return { slot, slice, staticQueries: staticQueries(slice.staticQueryHashes) };
      });
    const data = { page, staticQueries: staticQueries(page.staticQueryHashes), slices };
    pages.set(page.path, JSON.stringify(data));
  }
  return pages;
};
