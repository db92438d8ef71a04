import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogHead, listingTitle } from '../components/blog/blog-head';
import { BlogPage } from '../components/blog/blog-page';
import { Pagination } from '../components/blog/pagination';
import { PostList } from '../components/blog/post-card';
import { paths } from '../lib/paths';
import { BLOG_MESSAGES } from '../lib/site-config';

export const query = graphql`
  query BlogList($ids: [String!]!) {
    allContentfulBlogPost(
      filter: { id: { in: $ids } }
      sort: [{ publishDate: DESC }, { id: ASC }]
    ) {
      nodes {
        ...BlogPostCard
      }
    }
  }
`;

interface ListingContext {
  pageNumber: number;
  pageCount: number;
}

type Props = PageProps<Queries.BlogListQuery, ListingContext>;

/** The blog: every article, newest first, one page of the listing at a time. */
const BlogList = ({ data, pageContext }: Props) => (
  <BlogPage
    title={BLOG_MESSAGES.blogTitle}
    intro={
      <>
        <p css={{ margin: 0 }}>{BLOG_MESSAGES.blogDescription}</p>
        {pageContext.pageCount > 1 && (
          <p css={{ margin: 0 }}>
            Page {pageContext.pageNumber} of {pageContext.pageCount}
          </p>
        )}
      </>
    }
  >
    <PostList posts={data.allContentfulBlogPost.nodes} label="Articles" />
    <Pagination
      current={pageContext.pageNumber}
      count={pageContext.pageCount}
      hrefOf={paths.blogPage}
    />
  </BlogPage>
);

export default BlogList;

export const Head = ({ pageContext }: HeadProps<Queries.BlogListQuery, ListingContext>) => (
  <BlogHead
    title={listingTitle(BLOG_MESSAGES.blogTitle, pageContext.pageNumber)}
    description={BLOG_MESSAGES.blogDescription}
    path={paths.blogPage(pageContext.pageNumber)}
  />
);
