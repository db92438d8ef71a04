import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Article } from '../components/blog/article';
import { ArticleHead } from '../components/blog/article-head';

export const query = graphql`
  query BlogPost($id: String!, $relatedIds: [String!]!) {
    contentfulBlogPost(id: { eq: $id }) {
      ...BlogArticle
    }
    related: blogPostsById(ids: $relatedIds) {
      ...BlogPostCard
    }
  }
`;

/** An article page; its related articles are planned at build time (gatsby/routes/blog.ts). */
const BlogPost = ({ data }: PageProps<Queries.BlogPostQuery>) =>
  data.contentfulBlogPost && <Article post={data.contentfulBlogPost} related={data.related} />;

export default BlogPost;

export const Head = ({ data }: HeadProps<Queries.BlogPostQuery>) =>
  data.contentfulBlogPost && <ArticleHead post={data.contentfulBlogPost} />;
