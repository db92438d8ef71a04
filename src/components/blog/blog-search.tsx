import { Link } from 'gatsby';
import { useEffect, useId, useState } from 'react';
import { paths } from '../../lib/paths';
import { BLOG, BLOG_MESSAGES } from '../../lib/config/blog';
import { hasAtLeast } from '../../lib/text-length';
import { track } from '../../services/analytics';
import {
  blogSearchClient,
  type SearchClient,
  type SearchHit,
} from '../../services/search/pagefind';
import { colors, divider, fontSizes, space } from '../../styles/tokens';
import { Pagination } from './pagination';

export type SearchState =
  | { status: 'idle' }
  | { status: 'too-short' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'results'; total: number; hits: SearchHit[] };

export const isSearchable = (query: string): boolean =>
  hasAtLeast(query.trim(), BLOG.searchMinChars);

/** Stale answers are dropped. */
export const useBlogSearch = (
  query: string,
  page: number,
  client: SearchClient = blogSearchClient,
): SearchState => {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({ status: 'idle' });
      return undefined;
    }
    if (!isSearchable(trimmed)) {
      setState({ status: 'too-short' });
      track('blog_search_too_short', { query: trimmed });
      return undefined;
    }
    let current = true;
    setState({ status: 'loading' });
    track('blog_search', { query: trimmed, page });
    client.search(trimmed, page, BLOG.pageSize).then(
      ({ total, hits }) => {
        if (!current) return;
        if (hits.length === 0) {
          setState({ status: 'empty' });
          track('blog_search_no_results', { query: trimmed });
        } else {
          setState({ status: 'results', total, hits });
          track('blog_search_results', { query: trimmed, page, total });
        }
      },
      (error: unknown) => {
        if (!current) return;
        setState({ status: 'error' });
        track('blog_search_error', {
          query: trimmed,
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => {
      current = false;
    };
  }, [query, page, client]);
  return state;
};

const resultsText = (total: number, page: number, pageCount: number, query: string) =>
  `${total} ${total === 1 ? 'result' : 'results'} for “${query}”` +
  (pageCount > 1 ? `, page ${page} of ${pageCount}` : '');

const statusText = (state: SearchState, query: string, page: number): string => {
  switch (state.status) {
    case 'too-short':
      return BLOG_MESSAGES.searchTooShort;
    case 'loading':
      return BLOG_MESSAGES.searching;
    case 'error':
      return BLOG_MESSAGES.searchError;
    case 'empty':
      return BLOG_MESSAGES.searchNoResults;
    case 'results':
      return resultsText(state.total, page, Math.ceil(state.total / BLOG.pageSize), query.trim());
    default:
      return '';
  }
};

export const SearchResults = ({
  query,
  page,
  state,
  statusId,
}: {
  query: string;
  page: number;
  state: SearchState;
  statusId?: string;
}) => {
  const fallbackId = useId();
  const trimmed = query.trim();
  const pageCount = state.status === 'results' ? Math.ceil(state.total / BLOG.pageSize) : 0;
  return (
    <div>
      <p
        id={statusId ?? fallbackId}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        css={{
          margin: `0 0 ${space(6)}`,
          fontWeight: 600,
          color: state.status === 'error' ? colors.coralDark : colors.ink,
          minHeight: '1.6em',
        }}
      >
        {statusText(state, query, page)}
      </p>
      {state.status === 'results' && (
        <>
          <ol
            start={(page - 1) * BLOG.pageSize + 1}
            aria-label="Search results"
            css={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {state.hits.map((hit, index) => (
              <li key={hit.url} css={{ paddingBlock: space(5), borderBottom: divider }}>
                <h2 css={{ fontSize: fontSizes.xl, margin: `0 0 ${space(2)}` }}>
                  <Link
                    to={hit.url}
                    css={{ color: colors.teal }}
                    onClick={() =>
                      track('blog_search_result_click', {
                        query: trimmed,
                        url: hit.url,
                        position: (page - 1) * BLOG.pageSize + index + 1,
                      })
                    }
                  >
                    {hit.title}
                  </Link>
                </h2>
                <p css={{ margin: 0, color: colors.inkSoft }}>
                  {hit.excerpt.map((part, partIndex) =>
                    part.marked ? (
                      <mark key={partIndex} css={{ background: colors.sand, color: colors.ink }}>
                        {part.text}
                      </mark>
                    ) : (
                      <span key={partIndex}>{part.text}</span>
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
          <Pagination
            current={page}
            count={pageCount}
            hrefOf={(n) => paths.blogSearch(n, trimmed)}
            label="Search results pages"
          />
        </>
      )}
      {state.status === 'empty' && page > 1 && (
        <p>
          <Link to={paths.blogSearch(1, trimmed)}>Back to the first page of results</Link>
        </p>
      )}
    </div>
  );
};
