import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { AuthorAvatar } from '../components/blog/author-card';
import { BlogHead, listingTitle } from '../components/blog/blog-head';
import { BlogPage } from '../components/blog/blog-page';
import { Pagination } from '../components/blog/pagination';
import { PostList } from '../components/blog/post-card';
import { paths } from '../lib/paths';
import { space } from '../styles/tokens';

export const query = graphql`
  query BlogAuthor($authorId: String!, $ids: [String!]!) {
    contentfulAuthor(id: { eq: $authorId }) {
      name
      slug
      bio
      ...AuthorAvatar
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

type Props = PageProps<Queries.BlogAuthorQuery, ListingContext>;

/** An author's articles, newest first, with their portrait and bio. */
const BlogAuthor = ({ data, pageContext }: Props) => {
  const author = data.contentfulAuthor;
  if (!author) return null;
  return (
    <BlogPage
      title={
        <span css={{ display: 'flex', alignItems: 'center', gap: space(4) }}>
          <AuthorAvatar author={author} />
          <span>Articles by {author.name}</span>
        </span>
      }
      intro={
        <>
          {author.bio && <p css={{ margin: 0 }}>{author.bio}</p>}
          {pageContext.pageCount > 1 && (
            <p css={{ margin: 0 }}>
              Page {pageContext.pageNumber} of {pageContext.pageCount}
            </p>
          )}
        </>
      }
    >
      <PostList posts={data.allContentfulBlogPost.nodes} label={`Articles by ${author.name}`} />
      <Pagination
        current={pageContext.pageNumber}
        count={pageContext.pageCount}
        hrefOf={(page) => paths.blogAuthor(author.slug, page)}
      />
    </BlogPage>
  );
};

export default BlogAuthor;

export const Head = ({ data, pageContext }: HeadProps<Queries.BlogAuthorQuery, ListingContext>) => {
  const author = data.contentfulAuthor;
  if (!author) return null;
  return (
    <BlogHead
      title={listingTitle(`Articles by ${author.name}`, pageContext.pageNumber)}
      description={
        author.bio ?? `Articles by ${author.name} on the Ethical Global Outsourcing blog.`
      }
      path={paths.blogAuthor(author.slug, pageContext.pageNumber)}
    />
  );
};
