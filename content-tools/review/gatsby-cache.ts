/**
 * A site's `.cache` holds the compiled code (webpack's and Parcel's caches, which hold no
 * content) beside what its builds learnt of the content (nodes, sync state, query results).
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The compilers' caches: webpack's (the site's bundles) and Parcel's (gatsby-config/-node). */
export const CODE_CACHES: readonly string[] = [
  path.join('.cache', 'webpack'),
  path.join('.cache', '.parcel-cache'),
];

/** Removes all of a site's `.cache` but the code caches, so its next build knows no content. */
export const clearContentCache = (siteDir: string): void => {
  const cache = path.join(siteDir, '.cache');
  const kept = CODE_CACHES.map((code) => path.join(siteDir, code));
  for (const entry of existsSync(cache) ? readdirSync(cache) : []) {
    const entryPath = path.join(cache, entry);
    if (!kept.includes(entryPath)) rmSync(entryPath, { recursive: true, force: true });
  }
};
