export const SEARCH_BODY_ATTRIBUTE = 'data-pagefind-body';

export const SEARCH_INDEX_DIR = 'pagefind';
