import { Link } from 'gatsby';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { colors, fontSizes, mq, space, widths } from '../../styles/tokens';
import { Layout } from '../layout/layout';
import { Container } from '../ui/container';
import { bandStyle } from '../ui/section';
import { SearchForm } from './search-form';

/** Links every blog page shares: all articles, categories, and (except on search) the search box. */
const BlogNav = ({ withSearch }: { withSearch: boolean }) => (
  <div
    css={{
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: space(4),
      marginBottom: space(6),
    }}
  >
    <nav aria-label="Blog">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: space(5) }}>
        <li>
          <Link to={paths.blog()} css={{ color: colors.teal, fontWeight: 600 }}>
            All articles
          </Link>
        </li>
        <li>
          <Link to={paths.blogCategories()} css={{ color: colors.teal, fontWeight: 600 }}>
            {BLOG_MESSAGES.categoriesTitle}
          </Link>
        </li>
      </ul>
    </nav>
    {withSearch && (
      <div css={{ flex: '1 1 18rem', maxWidth: widths.compact }}>
        <SearchForm />
      </div>
    )}
  </div>
);

export const BlogPage = ({
  title,
  intro,
  children,
  withSearch = true,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  withSearch?: boolean;
}) => (
  <Layout>
    <div css={bandStyle('sand', [8, 12])}>
      <Container>
        <BlogNav withSearch={withSearch} />
        <h1
          css={{ fontSize: fontSizes['3xl'], margin: 0, [mq.md]: { fontSize: fontSizes['4xl'] } }}
        >
          {title}
        </h1>
        {intro && (
          <div css={{ marginTop: space(4), maxWidth: widths.text, color: colors.inkSoft }}>
            {intro}
          </div>
        )}
      </Container>
    </div>
    <Container>
      <div css={{ paddingBlock: space(10), [mq.md]: { paddingBlock: space(14) } }}>{children}</div>
    </Container>
  </Layout>
);
