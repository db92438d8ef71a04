import { useId, useState } from 'react';
import { MENU_HIDE_DELAY_MS } from '../../lib/site-config';
import { colors, divider, fontSizes, layout, sizes, space, zIndices } from '../../styles/tokens';
import { HeaderActions } from './header-actions';
import { MenuLink, MenuPanelContent } from './menu-links';
import { hasPanel, type MenuEntry } from './menu-model';

/** An expandable section of the mobile menu. */
const Section = ({ entry }: { entry: MenuEntry }) => {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li css={{ borderBottom: divider }}>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
        css={{
          width: '100%',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          minHeight: sizes.row,
          border: 0,
          background: 'none',
          font: 'inherit',
          fontSize: fontSizes.lg,
          fontWeight: 600,
          color: colors.ink,
          cursor: 'pointer',
        }}
      >
        {entry.name}
        <span aria-hidden="true">{expanded ? '−' : '+'}</span>
      </button>
      {/* Rendered only when expanded: the desktop menu already carries these links in the HTML. */}
      {expanded && (
        <div id={panelId} css={{ paddingBottom: space(4) }}>
          <MenuPanelContent entry={entry} />
        </div>
      )}
    </li>
  );
};

/** The open mobile menu: a full-screen panel of the menu's sections and the calls to action. */
export const MobileMenuPanel = ({
  id,
  entries,
  closing,
  onLink,
}: {
  id: string;
  entries: readonly MenuEntry[];
  /** Fading out after a navigation. */
  closing: boolean;
  /** A link inside was clicked. */
  onLink: () => void;
}) => (
  // Clicks are delegated from the links inside, which are keyboard-operable themselves.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
  <nav
    id={id}
    aria-label="Main"
    onClick={(event) => {
      if ((event.target as Element).closest('a')) onLink();
    }}
    css={{
      position: 'fixed',
      inset: 0,
      zIndex: zIndices.menu,
      overflowY: 'auto',
      background: colors.white,
      padding: `calc(${layout.headerHeight} + ${space(4)}) ${layout.gutter} ${space(10)}`,
      opacity: closing ? 0 : 1,
      transition: `opacity ${MENU_HIDE_DELAY_MS}ms ease`,
    }}
  >
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) =>
        hasPanel(entry) ? (
          <Section key={entry.id} entry={entry} />
        ) : (
          <li key={entry.id} css={{ borderBottom: divider }}>
            <MenuLink item={entry} />
          </li>
        ),
      )}
    </ul>
    <div css={{ marginTop: space(6) }}>
      <HeaderActions layout="column" />
    </div>
  </nav>
);
