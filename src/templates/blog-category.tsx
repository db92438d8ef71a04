import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { BlogHead, listingTitle } from '../components/blog/blog-head';
import { BlogPage } from '../components/blog/blog-page';
import { Pagination } from '../components/blog/pagination';
import { PostList } from '../components/blog/post-card';
import { paths } from '../lib/paths';

export const query = graphql`
  query BlogCategory($categoryId: String!, $ids: [String!]!) {
    contentfulCategory(id: { eq: $categoryId }) {
      name
      slug
      description
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

type Props = PageProps<Queries.BlogCategoryQuery, ListingContext>;

/** The articles of one category, newest first. */
const BlogCategory = ({ data, pageContext }: Props) => {
  const category = data.contentfulCategory;
  if (!category) return null;
  return (
    <BlogPage
      title={category.name}
      intro={
        <>
          {category.description && <p css={{ margin: 0 }}>{category.description}</p>}
          {pageContext.pageCount > 1 && (
            <p css={{ margin: 0 }}>
              Page {pageContext.pageNumber} of {pageContext.pageCount}
            </p>
          )}
        </>
      }
    >
      <PostList posts={data.allContentfulBlogPost.nodes} label={`Articles in ${category.name}`} />
      <Pagination
        current={pageContext.pageNumber}
        count={pageContext.pageCount}
        hrefOf={(page) => paths.blogCategory(category.slug, page)}
      />
    </BlogPage>
  );
};

export default BlogCategory;

export const Head = ({
  data,
  pageContext,
}: HeadProps<Queries.BlogCategoryQuery, ListingContext>) => {
  const category = data.contentfulCategory;
  if (!category) return null;
  return (
    <BlogHead
      title={listingTitle(category.name, pageContext.pageNumber)}
      description={category.description ?? `Articles about ${category.name.toLowerCase()}.`}
      path={paths.blogCategory(category.slug, pageContext.pageNumber)}
    />
  );
};
