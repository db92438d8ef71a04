import type { HeadProps, PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import type { ListingContext } from '../../lib/page-contexts';
import { BlogHead, listingTitle } from './blog-head';
import { BlogPage } from './blog-page';
import { Pagination } from './pagination';
import { PostList } from './post-card';

/** What sets one listing of articles (all, an author's, a category's, a tag's) apart. */
export interface Listing {
  /** The listing's name: the page heading and, numbered after page 1, the document title. */
  title: string;
  /** The page heading when it shows more than the title (an author's portrait). */
  heading?: ReactNode;
  /** The paragraph under the heading (an author's bio, a category's description), if any. */
  intro?: string | null;
  /** The accessible name of the list of articles. */
  listLabel: string;
  /** The page's meta description. */
  description: string;
  /** The address of page n of the listing; page 1 is its base address. */
  hrefOf: (page: number) => string;
}

/** "Page 2 of 3" under the heading, on listings of more than one page. */
const pageLine = ({ pageNumber, pageCount }: ListingContext) =>
  pageCount > 1 && (
    <p css={{ margin: 0 }}>
      Page {pageNumber} of {pageCount}
    </p>
  );

/** What every listing query selects besides its entry: the page's articles, as cards. */
type ListingData = Pick<Queries.BlogListQuery, 'posts'>;

/** A template's listing, read from its query data; null when the listing's entry is missing. */
type ListingOf<Data> = (data: Data) => Listing | null;

/**
 * One page of a listing of articles, newest first: the heading, its introduction, the cards and
 * the links to the other pages. Nothing when the listing's entry is missing.
 */
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

/** The head of one page of a listing: its numbered title, description and address. */
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

/** The page component of a listing template (the template's default export). */
export const listingPage = <Data extends ListingData>(listingOf: ListingOf<Data>) => {
  const ListingTemplate = ({ data, pageContext }: PageProps<Data, ListingContext>) => (
    <BlogListingPage listing={listingOf(data)} posts={data.posts} pageContext={pageContext} />
  );
  return ListingTemplate;
};

/** The Head export of a listing template. */
export const listingHead = <Data,>(listingOf: ListingOf<Data>) => {
  const ListingHead = ({ data, pageContext }: HeadProps<Data, ListingContext>) => (
    <BlogListingHead listing={listingOf(data)} pageNumber={pageContext.pageNumber} />
  );
  return ListingHead;
};
