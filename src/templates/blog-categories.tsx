import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { BlogHead } from '../components/blog/blog-head';
import { BlogPage } from '../components/blog/blog-page';
import { cardGrid } from '../components/blog/list-styles';
import { paths } from '../lib/paths';
import { BLOG_MESSAGES } from '../lib/site-config';
import { colors, radii, shadows, space } from '../styles/tokens';

export const query = graphql`
  query BlogCategories {
    allContentfulCategory(sort: { name: ASC }) {
      nodes {
        id
        name
        slug
        description
      }
    }
  }
`;

type Props = PageProps<Queries.BlogCategoriesQuery, { postCounts: Record<string, number> }>;

const articles = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

/** Every blog category, with its description and how many articles it holds. */
const BlogCategories = ({ data, pageContext }: Props) => (
  <BlogPage
    title={BLOG_MESSAGES.categoriesTitle}
    intro={<p css={{ margin: 0 }}>Browse the blog by topic.</p>}
  >
    <ul css={cardGrid}>
      {data.allContentfulCategory.nodes.map((category) => (
        <li
          key={category.id}
          css={{ padding: space(6), borderRadius: radii.medium, boxShadow: shadows.card }}
        >
          <h2 css={{ fontSize: '1.3rem', margin: `0 0 ${space(2)}` }}>
            <Link to={paths.blogCategory(category.slug)} css={{ color: colors.ink }}>
              {category.name}
            </Link>
          </h2>
          {category.description && <p css={{ color: colors.inkSoft }}>{category.description}</p>}
          <p css={{ margin: 0, fontSize: '0.9rem', color: colors.inkSoft }}>
            {articles(pageContext.postCounts[category.id] ?? 0)}
          </p>
        </li>
      ))}
    </ul>
  </BlogPage>
);

export default BlogCategories;

export const Head = (_props: HeadProps<Queries.BlogCategoriesQuery>) => (
  <BlogHead
    title="Blog categories"
    description="Every topic of the Ethical Global Outsourcing blog."
    path={paths.blogCategories()}
  />
);
