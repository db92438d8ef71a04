import { navigate } from 'gatsby';
import { useEffect, useId, useState } from 'react';
import { paths } from '../../lib/paths';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { MESSAGES } from '../../lib/site-config';
import { space } from '../../styles/tokens';
import { Layout } from '../layout/layout';
import { NotFound } from '../not-found';
import { BlogPage } from './blog-page';
import { SearchResults, useBlogSearch } from './blog-search';
import { SearchForm } from './search-form';

/** Null for anything that is not a page of results. */
export const searchPageNumber = (splat: string | undefined): number | null => {
  const segment = (splat ?? '').replace(/\/+$/, '');
  if (segment === '') return 1;
  return /^[1-9][0-9]*$/.test(segment) ? Number(segment) : null;
};

const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
};

/** The query and page sit in the address, so results can be linked and shared. */
export const BlogSearchPage = ({
  splat,
  search,
  pathname,
}: {
  splat: string | undefined;
  search: string;
  pathname: string;
}) => {
  // The HTML is built without an address; reading it after hydration keeps renders equal.
  const hydrated = useHydrated();
  const page = hydrated ? searchPageNumber(splat) : 1;
  const query = hydrated ? (new URLSearchParams(search).get('q') ?? '') : '';
  const state = useBlogSearch(query, page ?? 1);
  const statusId = useId();
  // As on the client-only routes: a bad page number gets the validation message.
  if (page === null) {
    return (
      <Layout>
        <NotFound detail={`${MESSAGES.pageNotFoundValidation} ${pathname}`} />
      </Layout>
    );
  }
  return (
    <BlogPage
      title={BLOG_MESSAGES.searchTitle}
      withSearch={false}
      intro={
        <div css={{ maxWidth: '36rem', marginTop: space(2) }}>
          <SearchForm
            initialQuery={query}
            visibleLabel
            describedBy={statusId}
            onSearch={(next) => void navigate(paths.blogSearch(1, next))}
          />
        </div>
      }
    >
      <SearchResults query={query} page={page} state={state} statusId={statusId} />
    </BlogPage>
  );
};
