import { graphql, Link } from 'gatsby';
import { paths } from '../../lib/paths';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { colors, fontSizes, space } from '../../styles/tokens';
import { Card } from '../ui/card';
import { BlogPage } from './blog-page';
import { cardGrid } from './list-styles';

export const fragment = graphql`
  fragment BlogCategorySummary on ContentfulCategory {
    id
    name
    slug
    description
  }
`;

const articles = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

export const CategoryIndex = ({
  categories,
  postCounts,
}: {
  categories: readonly Queries.BlogCategorySummaryFragment[];
  postCounts: Record<string, number>;
}) => (
  <BlogPage
    title={BLOG_MESSAGES.categoriesTitle}
    intro={<p css={{ margin: 0 }}>Browse the blog by topic.</p>}
  >
    <ul css={cardGrid}>
      {categories.map((category) => (
        <Card as="li" key={category.id}>
          <h2 css={{ fontSize: fontSizes.xl, margin: `0 0 ${space(2)}` }}>
            <Link to={paths.blogCategory(category.slug)} css={{ color: colors.ink }}>
              {category.name}
            </Link>
          </h2>
          {category.description && <p css={{ color: colors.inkSoft }}>{category.description}</p>}
          <p css={{ margin: 0, fontSize: fontSizes.sm, color: colors.inkSoft }}>
            {articles(postCounts[category.id] ?? 0)}
          </p>
        </Card>
      ))}
    </ul>
  </BlogPage>
);
