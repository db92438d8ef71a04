import { useId, type MouseEvent } from 'react';
import { scrollToFragment } from '../../lib/scroll';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { borderWidths, colors, fontSizes, letterSpacings, space } from '../../styles/tokens';
import type { OutlineHeading } from '../../lib/article-outline';

/** Plain clicks scroll smoothly below the top menu; modified clicks are the browser's. */
const followAnchor = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (scrollToFragment(id)) event.preventDefault();
};

export const TableOfContents = ({ entries }: { entries: readonly OutlineHeading[] }) => {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={headingId}
      data-pagefind-ignore="all"
      css={{ borderLeft: `${borderWidths.heavy} solid ${colors.sand}`, paddingLeft: space(4) }}
    >
      <h2
        id={headingId}
        css={{
          fontSize: fontSizes.base,
          fontFamily: 'inherit',
          textTransform: 'uppercase',
          letterSpacing: letterSpacings.caps,
          color: colors.inkSoft,
        }}
      >
        {BLOG_MESSAGES.tocTitle}
      </h2>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li
            key={entry.id}
            css={{
              marginBottom: space(2),
              paddingLeft: entry.level === 3 ? space(4) : 0,
              fontSize: entry.level === 3 ? fontSizes.sm : fontSizes.base,
            }}
          >
            <a
              href={`#${entry.id}`}
              onClick={(event) => followAnchor(event, entry.id)}
              css={{ color: colors.teal }}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
};
