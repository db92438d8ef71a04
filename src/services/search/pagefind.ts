/** The blog search client; nothing is fetched until the first query. */
import { decodeEntities } from '../../lib/html-entities';
import { paths, withoutTrailingSlash } from '../../lib/paths';

export interface SearchHit {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

export interface SearchResultPage {
  total: number;
  hits: SearchHit[];
}

export interface SearchClient {
  search: (query: string, page: number, pageSize: number) => Promise<SearchResultPage>;
}

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

/** Not bundled: pagefind.js ships with the index it reads. */
const importPagefind = (url: string): Promise<PagefindModule> =>
  import(/* webpackIgnore: true */ url) as Promise<PagefindModule>;

/** Plain text parts, so an excerpt renders as text and never as HTML. */
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

const sitePath = (url: string): string => {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/+/, '/');
  const cut = path.search(/[?#]/);
  return cut === -1
    ? withoutTrailingSlash(path)
    : withoutTrailingSlash(path.slice(0, cut)) + path.slice(cut);
};

/** A failed load is forgotten, so a later search tries again. */
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

export const blogSearchClient: SearchClient = createPagefindClient();
