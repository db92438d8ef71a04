import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogHead, listingTitle } from '../components/blog/blog-head';
import { BlogPage } from '../components/blog/blog-page';
import { Pagination } from '../components/blog/pagination';
import { PostList } from '../components/blog/post-card';
import { paths } from '../lib/paths';

export const query = graphql`
  query BlogTag($tagId: String!, $ids: [String!]!) {
    contentfulBlogTag(id: { eq: $tagId }) {
      name
      slug
    }
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

type Props = PageProps<Queries.BlogTagQuery, ListingContext>;

/** The articles with one tag, newest first (canonical at /blog/tag/{tag}; /tag/{tag} redirects). */
const BlogTag = ({ data, pageContext }: Props) => {
  const tag = data.contentfulBlogTag;
  if (!tag) return null;
  return (
    <BlogPage
      title={`Tagged: ${tag.name}`}
      intro={
        pageContext.pageCount > 1 && (
          <p css={{ margin: 0 }}>
            Page {pageContext.pageNumber} of {pageContext.pageCount}
          </p>
        )
      }
    >
      <PostList posts={data.allContentfulBlogPost.nodes} label={`Articles tagged ${tag.name}`} />
      <Pagination
        current={pageContext.pageNumber}
        count={pageContext.pageCount}
        hrefOf={(page) => paths.blogTag(tag.slug, page)}
      />
    </BlogPage>
  );
};

export default BlogTag;

export const Head = ({ data, pageContext }: HeadProps<Queries.BlogTagQuery, ListingContext>) => {
  const tag = data.contentfulBlogTag;
  if (!tag) return null;
  return (
    <BlogHead
      title={listingTitle(`Tagged: ${tag.name}`, pageContext.pageNumber)}
      description={`Articles about ${tag.name.toLowerCase()} on the Ethical Global Outsourcing blog.`}
      path={paths.blogTag(tag.slug, pageContext.pageNumber)}
    />
  );
};
