import { graphql } from 'gatsby';
import { listingHead, listingPage, type Listing } from '../components/blog/blog-listing';
import { paths } from '../lib/paths';

export const query = graphql`
  query BlogTag($tagId: String!, $ids: [String!]!) {
    contentfulBlogTag(id: { eq: $tagId }) {
      name
      slug
    }
    posts: blogPostsById(ids: $ids) {
      ...BlogPostCard
    }
  }
`;

const listingOf = ({ contentfulBlogTag: tag }: Queries.BlogTagQuery): Listing | null =>
  tag && {
    title: `Tagged: ${tag.name}`,
    listLabel: `Articles tagged ${tag.name}`,
    description: `Articles about ${tag.name.toLowerCase()} on the Ethical Global Outsourcing blog.`,
    hrefOf: (page) => paths.blogTag(tag.slug, page),
  };

/** Canonical at /blog/tag/{tag}; /tag/{tag} redirects here. */
const BlogTag = listingPage(listingOf);
export default BlogTag;

export const Head = listingHead(listingOf);
