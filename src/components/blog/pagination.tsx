import { Link } from 'gatsby';
import { colors, divider, radii, sizes, space, visuallyHidden } from '../../styles/tokens';
import { wrappingRow } from './list-styles';

export type PaginationItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** The first, the last, and the current with its neighbours; gaps for the rest. */
export const paginationItems = (current: number, count: number): PaginationItem[] => {
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((page) => page >= 1 && page <= count)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  shown.forEach((page, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && page - previous === 2)
      items.push({ kind: 'page', page: page - 1 });
    else if (previous !== undefined && page - previous > 2)
      items.push({ kind: 'gap', key: `gap-${page}` });
    items.push({ kind: 'page', page });
  });
  return items;
};

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: sizes.target,
  minHeight: sizes.target,
  paddingInline: space(3),
  borderRadius: radii.small,
  border: divider,
  color: colors.teal,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { borderColor: colors.teal },
} as const;

const currentStyle = {
  ...linkStyle,
  background: colors.teal,
  borderColor: colors.teal,
  color: colors.white,
};

export const Pagination = ({
  current,
  count,
  hrefOf,
  label = 'Pagination',
}: {
  current: number;
  count: number;
  hrefOf: (page: number) => string;
  label?: string;
}) => {
  if (count <= 1) return null;
  return (
    <nav aria-label={label} css={{ marginTop: space(10) }}>
      <ul css={{ ...wrappingRow, alignItems: 'center' }}>
        {current > 1 && (
          <li>
            <Link to={hrefOf(current - 1)} rel="prev" css={linkStyle}>
              Previous<span css={visuallyHidden}> page</span>
            </Link>
          </li>
        )}
        {paginationItems(current, count).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" css={{ paddingInline: space(1) }}>
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <Link
                  to={hrefOf(item.page)}
                  aria-current="page"
                  aria-label={`Page ${item.page}`}
                  css={currentStyle}
                >
                  {item.page}
                </Link>
              ) : (
                <Link to={hrefOf(item.page)} aria-label={`Page ${item.page}`} css={linkStyle}>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Link to={hrefOf(current + 1)} rel="next" css={linkStyle}>
              Next<span css={visuallyHidden}> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
};
