/**
 * `npm run build`'s second step: the blog's search index, once `gatsby build` has freed its memory.
 *   tsx scripts/build-search-index.ts [public-dir]
 */
import { existsSync } from 'node:fs';
import { buildSearchIndex } from '../content-tools/search/blog-search-index';

const publicDir = process.argv[2] ?? 'public';

const main = async (): Promise<void> => {
  if (!existsSync(publicDir)) {
    throw new Error(`${publicDir} does not exist: run gatsby build first.`);
  }
  const started = performance.now();
  const { pages, outputPath } = await buildSearchIndex(publicDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Blog search index: ${pages} articles indexed into ${outputPath} in ${seconds} s`);
};

main().catch((error: unknown) => {
  console.error(`Building the blog search index failed: ${(error as Error).message}`);
  process.exitCode = 1;
});
