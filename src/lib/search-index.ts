/**
 * The contract between the build's search index (gatsby/blog-search.ts), the article view that
 * marks what is indexed, and the browser client that reads the index.
 */

/** The attribute on the one element of an article page that Pagefind indexes. */
export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

/** The folder below the site root that holds the index and pagefind.js. */
export const SEARCH_INDEX_DIR = 'pagefind';
