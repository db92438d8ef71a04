import { Link } from 'gatsby';
import { paths } from '../../lib/paths';
import { borderWidths, colors, fontSizes, radii, space } from '../../styles/tokens';
import { wrappingRow } from './list-styles';

const tagLinkStyle = {
  display: 'inline-block',
  padding: `${space(1)} ${space(3)}`,
  borderRadius: radii.pill,
  background: colors.sandLight,
  border: `${borderWidths.hairline} solid ${colors.sand}`,
  color: colors.tealDark,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
} as const;

export const ArticleTags = ({ tags }: { tags: Queries.BlogArticleFragment['tags'] }) => {
  if (!tags?.length) return null;
  return (
    <div css={{ marginTop: space(10) }}>
      <h2 css={{ fontSize: fontSizes.base, fontFamily: 'inherit', marginBottom: space(2) }}>
        Tags
      </h2>
      <ul css={wrappingRow}>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link to={paths.blogTag(tag.slug)} css={tagLinkStyle}>
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
