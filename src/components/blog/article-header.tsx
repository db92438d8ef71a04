import { Link } from 'gatsby';
import { paths } from '../../lib/paths';
import { colors, fontSizes, mq, space, widths } from '../../styles/tokens';

const metaStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${space(1)} ${space(4)}`,
  margin: 0,
  color: colors.inkSoft,
  fontSize: fontSizes.sm,
} as const;

export const ArticleHeader = ({
  post,
  readingTime,
}: {
  post: Queries.BlogArticleFragment;
  /** "3 min read", from the data layer; unknown only for an article without a body. */
  readingTime: string | undefined;
}) => (
  <header css={{ maxWidth: widths.text }}>
    <p css={{ margin: `0 0 ${space(3)}`, fontWeight: 600 }} data-pagefind-ignore="">
      <Link to={paths.blogCategory(post.category.slug)} css={{ color: colors.coralDark }}>
        {post.category.name}
      </Link>
    </p>
    <h1 css={{ fontSize: fontSizes['3xl'], [mq.md]: { fontSize: fontSizes['4xl'] } }}>
      {post.title}
    </h1>
    <p css={{ fontSize: fontSizes.lg, color: colors.inkSoft }}>{post.excerpt}</p>
    <p css={metaStyle} data-pagefind-ignore="">
      <span>
        By{' '}
        <Link to={paths.blogAuthor(post.author.slug)} css={{ color: colors.teal }}>
          {post.author.name}
        </Link>
      </span>
      <span>
        Posted on <time dateTime={post.publishDate}>{post.publishDateText}</time>
      </span>
      {readingTime !== undefined && <span data-testid="reading-time">{readingTime}</span>}
    </p>
  </header>
);
