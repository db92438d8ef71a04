import { graphql } from 'gatsby';
import { listingHead, listingPage, type Listing } from '../components/blog/blog-listing';
import { paths } from '../lib/paths';

export const query = graphql`
  query BlogCategory($categoryId: String!, $ids: [String!]!) {
    contentfulCategory(id: { eq: $categoryId }) {
      name
      slug
      description
    }
    posts: blogPostsById(ids: $ids) {
      ...BlogPostCard
    }
  }
`;

const listingOf = ({ contentfulCategory: category }: Queries.BlogCategoryQuery): Listing | null =>
  category && {
    title: category.name,
    intro: category.description,
    listLabel: `Articles in ${category.name}`,
    description: category.description ?? `Articles about ${category.name.toLowerCase()}.`,
    hrefOf: (page) => paths.blogCategory(category.slug, page),
  };

const BlogCategory = listingPage(listingOf);
export default BlogCategory;

export const Head = listingHead(listingOf);
