import { graphql } from 'gatsby';
import { AuthorHeading } from '../components/blog/author-card';
import { listingHead, listingPage, type Listing } from '../components/blog/blog-listing';
import { paths } from '../lib/paths';

export const query = graphql`
  query BlogAuthor($authorId: String!, $ids: [String!]!) {
    contentfulAuthor(id: { eq: $authorId }) {
      ...AuthorCard
    }
    posts: blogPostsById(ids: $ids) {
      ...BlogPostCard
    }
  }
`;

const listingOf = ({ contentfulAuthor: author }: Queries.BlogAuthorQuery): Listing | null =>
  author && {
    title: `Articles by ${author.name}`,
    heading: <AuthorHeading author={author} />,
    intro: author.bio,
    listLabel: `Articles by ${author.name}`,
    description: author.bio ?? `Articles by ${author.name} on the Ethical Global Outsourcing blog.`,
    hrefOf: (page) => paths.blogAuthor(author.slug, page),
  };

const BlogAuthor = listingPage(listingOf);
export default BlogAuthor;

export const Head = listingHead(listingOf);
