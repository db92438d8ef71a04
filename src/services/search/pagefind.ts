/**
 * The blog search client: Pagefind's browser API over the index the build writes
 * (gatsby/blog-search.ts). Nothing is fetched until the first query; then pagefind.js loads,
 * and it fetches only the index chunks the query needs.
 */
import { decodeEntities } from '../../lib/html-entities';
import { paths, withoutTrailingSlash } from '../../lib/paths';

export interface SearchHit {
  url: string;
  title: string;
  /** Text around the matches; `marked` parts are the matched words. */
  excerpt: ExcerptPart[];
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SearchResultPage {
  /** Matches in all pages of results. */
  total: number;
  hits: SearchHit[];
}

export interface SearchClient {
  /** One page (1-based) of the results for `query`. Rejects when the index cannot be used. */
  search: (query: string, page: number, pageSize: number) => Promise<SearchResultPage>;
}

/** The part of Pagefind's browser API this client uses. */
export interface PagefindModule {
  options?: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{
    results: { id: string; data: () => Promise<PagefindResultData> }[];
  } | null>;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** Loads pagefind.js natively (not bundled): it ships with the index it reads. */
const importPagefind = (url: string): Promise<PagefindModule> =>
  import(/* webpackIgnore: true */ url) as Promise<PagefindModule>;

/**
 * Splits Pagefind's excerpt ("text with <mark>matches</mark>", the text HTML-escaped) into
 * plain text parts, so it renders as text and never as HTML.
 */
export const excerptParts = (excerpt: string): ExcerptPart[] => {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece.replace(/<[^>]*>/g, '')), marked });
  }
  return parts;
};

/** Result addresses as the site writes them: a path without a trailing slash. */
const sitePath = (url: string): string => {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/+/, '/');
  const cut = path.search(/[?#]/);
  return cut === -1
    ? withoutTrailingSlash(path)
    : withoutTrailingSlash(path.slice(0, cut)) + path.slice(cut);
};

/**
 * A search client over Pagefind. The module is loaded once; a failed load is forgotten, so a
 * later search tries again.
 */
export const createPagefindClient = (
  load: () => Promise<PagefindModule> = () => importPagefind(paths.searchIndexScript()),
): SearchClient => {
  let loading: Promise<PagefindModule> | null = null;
  const pagefind = () => {
    loading ??= load().then(async (loaded) => {
      await loaded.options?.({ baseUrl: '/' });
      return loaded;
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    search: async (query, page, pageSize) => {
      const response = await (await pagefind()).search(query);
      if (!response) return { total: 0, hits: [] };
      const slice = response.results.slice((page - 1) * pageSize, page * pageSize);
      const data = await Promise.all(slice.map((result) => result.data()));
      return {
        total: response.results.length,
        hits: data.map((item) => ({
          url: sitePath(item.url),
          title: item.meta.title ?? sitePath(item.url),
          excerpt: excerptParts(item.excerpt),
        })),
      };
    },
  };
};

/** The site's one search client. */
export const blogSearchClient: SearchClient = createPagefindClient();
