import type { HeadProps, PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import type { ListingContext } from '../../lib/page-contexts';
import { BlogHead, listingTitle } from './blog-head';
import { BlogPage } from './blog-page';
import { Pagination } from './pagination';
import { PostList } from './post-card';

export interface Listing {
  title: string;
  heading?: ReactNode;
  intro?: string | null;
  listLabel: string;
  description: string;
  hrefOf: (page: number) => string;
}

const pageLine = ({ pageNumber, pageCount }: ListingContext) =>
  pageCount > 1 && (
    <p css={{ margin: 0 }}>
      Page {pageNumber} of {pageCount}
    </p>
  );

type ListingData = Pick<Queries.BlogListQuery, 'posts'>;

type ListingOf<Data> = (data: Data) => Listing | null;

export const BlogListingPage = ({
  listing,
  posts,
  pageContext,
}: {
  listing: Listing | null;
  posts: readonly Queries.BlogPostCardFragment[];
  pageContext: ListingContext;
}) => {
  if (!listing) return null;
  const { intro } = listing;
  const line = pageLine(pageContext);
  return (
    <BlogPage
      title={listing.heading ?? listing.title}
      intro={
        (intro || line) && (
          <>
            {intro && <p css={{ margin: 0 }}>{intro}</p>}
            {line}
          </>
        )
      }
    >
      <PostList posts={posts} label={listing.listLabel} opensPage />
      <Pagination
        current={pageContext.pageNumber}
        count={pageContext.pageCount}
        hrefOf={listing.hrefOf}
      />
    </BlogPage>
  );
};

const BlogListingHead = ({
  listing,
  pageNumber,
}: {
  listing: Listing | null;
  pageNumber: number;
}) =>
  listing && (
    <BlogHead
      title={listingTitle(listing.title, pageNumber)}
      description={listing.description}
      path={listing.hrefOf(pageNumber)}
    />
  );

export const listingPage = <Data extends ListingData>(listingOf: ListingOf<Data>) => {
  const ListingTemplate = ({ data, pageContext }: PageProps<Data, ListingContext>) => (
    <BlogListingPage listing={listingOf(data)} posts={data.posts} pageContext={pageContext} />
  );
  return ListingTemplate;
};

export const listingHead = <Data,>(listingOf: ListingOf<Data>) => {
  const ListingHead = ({ data, pageContext }: HeadProps<Data, ListingContext>) => (
    <BlogListingHead listing={listingOf(data)} pageNumber={pageContext.pageNumber} />
  );
  return ListingHead;
};
