/** The pieces a dropdown and the mobile menu share: link lists, columns and featured cards. */
import { SmartLink } from '../ui/smart-link';
import { capsStyle } from '../ui/eyebrow';
import { Icon } from '../ui/icon';
import { colors, divider, fontSizes, mq, radii, space } from '../../styles/tokens';
import { splitIntoColumns, type MenuEntry } from './menu-model';
import { trackedLinkProps } from './tracked-link';

const linkStyle = {
  display: 'flex',
  gap: space(2),
  alignItems: 'flex-start',
  padding: `${space(2)} ${space(2)}`,
  borderRadius: radii.small,
  color: colors.ink,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: colors.sandLight, color: colors.tealDark },
} as const;

export const MenuLink = ({ item }: { item: MenuEntry }) =>
  item.to ? (
    <SmartLink to={item.to} css={linkStyle} {...trackedLinkProps(item)}>
      {item.icon && (
        <span css={{ color: colors.teal, flexShrink: 0 }}>
          <Icon name={item.icon} size={20} />
        </span>
      )}
      <span>
        <span
          css={{
            display: 'block',
            fontWeight: 600,
            fontSize: item.small ? fontSizes.sm : fontSizes.base,
          }}
        >
          {item.name}
        </span>
        {item.alt && (
          <span css={{ display: 'block', fontSize: fontSizes.xs, color: colors.inkSoft }}>
            {item.alt}
          </span>
        )}
      </span>
    </SmartLink>
  ) : null;

const List = ({ items }: { items: readonly MenuEntry[] }) => (
  <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
    {items.map((item) => (
      <li
        key={item.id}
        css={{
          '&:not(:first-of-type)': {
            borderTop: item.noDivider ? 'none' : divider,
          },
        }}
      >
        <MenuLink item={item} />
      </li>
    ))}
  </ul>
);

/** A list of links; 6 or more go into two columns (the first at least 4). */
export const ColumnList = ({ items, testId }: { items: readonly MenuEntry[]; testId?: string }) => {
  const columns = splitIntoColumns(items);
  return (
    <div
      data-testid={testId}
      data-columns={columns.length}
      css={{
        display: 'grid',
        gap: space(4),
        [mq.lg]: { gridTemplateColumns: `repeat(${columns.length}, minmax(12rem, 1fr))` },
      }}
    >
      {columns.map((column, index) => (
        <List key={index} items={column} />
      ))}
    </div>
  );
};

/** A highlighted card, e.g. the featured download. */
export const FeaturedCard = ({ item }: { item: MenuEntry }) =>
  item.to ? (
    <SmartLink
      to={item.to}
      {...trackedLinkProps(item)}
      css={{
        display: 'block',
        padding: space(4),
        borderRadius: radii.medium,
        background: colors.teal,
        color: colors.white,
        textDecoration: 'none',
        '&:hover, &:focus-visible': { background: colors.tealDark },
      }}
    >
      <span css={{ ...capsStyle, display: 'block', color: colors.sand }}>Featured</span>
      <span css={{ display: 'block', fontWeight: 700, marginTop: space(1) }}>{item.name}</span>
      {item.alt && (
        <span css={{ display: 'block', fontSize: fontSizes.sm, marginTop: space(1) }}>
          {item.alt}
        </span>
      )}
    </SmartLink>
  ) : null;

/** Everything under a top-level entry: links, groups (auto-filled lists) and submenus. */
export const MenuPanelContent = ({ entry }: { entry: MenuEntry }) => {
  const links = entry.items.filter((item) => item.to && !item.featured);
  const groups = [
    ...entry.items.filter((item) => !item.to && item.items.length > 0),
    ...entry.submenus,
  ];
  const featured = entry.items.filter((item) => item.featured);
  return (
    <div
      css={{
        display: 'grid',
        gap: space(6),
        [mq.lg]: { gridAutoFlow: 'column', alignItems: 'start' },
      }}
    >
      {links.length > 0 && <ColumnList items={links} testId={`menu-links-${entry.id}`} />}
      {groups.map((group) => (
        <div key={group.id}>
          <p
            css={{
              ...capsStyle,
              margin: `0 0 ${space(2)}`,
              fontWeight: 700,
              color: colors.inkSoft,
            }}
          >
            {group.name}
          </p>
          <ColumnList
            items={group.items.filter((item) => item.to)}
            testId={`menu-links-${group.id}`}
          />
        </div>
      ))}
      {featured.map((item) => (
        <FeaturedCard key={item.id} item={item} />
      ))}
    </div>
  );
};
