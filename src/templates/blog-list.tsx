import { graphql } from 'gatsby';
import { listingHead, listingPage, type Listing } from '../components/blog/blog-listing';
import { paths } from '../lib/paths';
import { BLOG_MESSAGES } from '../lib/config/blog';

export const query = graphql`
  query BlogList($ids: [String!]!) {
    posts: blogPostsById(ids: $ids) {
      ...BlogPostCard
    }
  }
`;

const listing: Listing = {
  title: BLOG_MESSAGES.blogTitle,
  intro: BLOG_MESSAGES.blogDescription,
  listLabel: 'Articles',
  description: BLOG_MESSAGES.blogDescription,
  hrefOf: paths.blogPage,
};

const BlogList = listingPage<Queries.BlogListQuery>(() => listing);
export default BlogList;

export const Head = listingHead<Queries.BlogListQuery>(() => listing);
