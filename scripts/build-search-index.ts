/**
 * Rebuilds the blog search index of an existing build (the build does this itself, in
 * onPostBuild; this is for re-indexing without building again).
 *
 *   tsx scripts/build-search-index.ts [publicDir]     default: public
 */
import { buildSearchIndex } from '../gatsby/blog-search';

const publicDir = process.argv[2] ?? 'public';

buildSearchIndex(publicDir)
  .then(({ pages, outputPath }) => console.log(`${pages} articles indexed into ${outputPath}`))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
