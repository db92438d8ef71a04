import { graphql } from 'gatsby';
import { AuthorAvatar } from '../components/blog/author-card';
import { listingHead, listingPage, type Listing } from '../components/blog/blog-listing';
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
    posts: blogPostsById(ids: $ids) {
      ...BlogPostCard
    }
  }
`;

const listingOf = ({ contentfulAuthor: author }: Queries.BlogAuthorQuery): Listing | null =>
  author && {
    title: `Articles by ${author.name}`,
    heading: (
      <span css={{ display: 'flex', alignItems: 'center', gap: space(4) }}>
        <AuthorAvatar author={author} />
        <span>Articles by {author.name}</span>
      </span>
    ),
    intro: author.bio,
    listLabel: `Articles by ${author.name}`,
    description: author.bio ?? `Articles by ${author.name} on the Ethical Global Outsourcing blog.`,
    hrefOf: (page) => paths.blogAuthor(author.slug, page),
  };

/** An author's articles, newest first, with their portrait and bio. */
const BlogAuthor = listingPage(listingOf);
export default BlogAuthor;

export const Head = listingHead(listingOf);
