import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MENU_HIDE_DELAY_MS } from '../../lib/site-config';
import { ROUTE_CHANGE_EVENT } from '../../lib/route-events';
import { colors, fontSizes, layout, mq, radii, space } from '../../styles/tokens';
import { HeaderActions } from './header-actions';
import { MenuLink, MenuPanelContent } from './menu-links';
import type { MenuEntry } from './menu-model';

type MenuState = 'closed' | 'open' | 'closing';

/** An expandable section of the mobile menu. */
const Section = ({ entry }: { entry: MenuEntry }) => {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return (
    <li css={{ borderBottom: `1px solid ${colors.line}` }}>
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
          minHeight: 52,
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

/**
 * Below the lg breakpoint: a full-screen menu behind a hamburger button. It closes when the
 * window is resized, when a link inside it is clicked, and on navigation; it is hidden
 * MENU_HIDE_DELAY_MS after a navigation so the change of page shows behind it first.
 */
export const MobileMenu = ({ entries }: { entries: readonly MenuEntry[] }) => {
  const [state, setState] = useState<MenuState>('closed');
  const panelId = useId();
  const hideTimer = useRef<ReturnType<typeof setTimeout>>();

  const closeLater = useCallback(() => {
    setState((current) => (current === 'open' ? 'closing' : current));
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setState('closed'), MENU_HIDE_DELAY_MS);
  }, []);

  useEffect(() => {
    if (state === 'closed') return undefined;
    const closeNow = () => setState('closed');
    window.addEventListener('resize', closeNow);
    window.addEventListener(ROUTE_CHANGE_EVENT, closeLater);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('resize', closeNow);
      window.removeEventListener(ROUTE_CHANGE_EVENT, closeLater);
      document.body.style.overflow = overflow;
    };
  }, [state, closeLater]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  return (
    <div css={{ [mq.lg]: { display: 'none' } }}>
      <button
        type="button"
        aria-expanded={state === 'open'}
        aria-controls={panelId}
        onClick={() => setState(state === 'open' ? 'closed' : 'open')}
        css={{
          position: 'relative',
          zIndex: 31,
          display: 'inline-flex',
          alignItems: 'center',
          gap: space(2),
          minHeight: 44,
          padding: `0 ${space(3)}`,
          border: `2px solid ${colors.teal}`,
          borderRadius: radii.pill,
          background: colors.white,
          color: colors.tealDark,
          font: 'inherit',
          fontWeight: 600,
          cursor: 'pointer',
        }}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          {state === 'open' ? (
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
        {state === 'open' ? 'Close' : 'Menu'}
      </button>
      {/* Rendered only while open: every page's HTML already carries these links in the desktop
          menu, and a second copy would double the header's size. */}
      {state !== 'closed' && (
        // Clicks are delegated from the links inside, which are keyboard-operable themselves.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
        <nav
          id={panelId}
          aria-label="Main"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) closeLater();
          }}
          css={{
            position: 'fixed',
            inset: 0,
            zIndex: 30,
            overflowY: 'auto',
            background: colors.white,
            padding: `calc(${layout.headerHeight} + ${space(4)}) ${layout.gutter} ${space(10)}`,
            opacity: state === 'closing' ? 0 : 1,
            transition: `opacity ${MENU_HIDE_DELAY_MS}ms ease`,
          }}
        >
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {entries.map((entry) =>
              entry.items.length > 0 || entry.submenus.length > 0 ? (
                <Section key={entry.id} entry={entry} />
              ) : (
                <li key={entry.id} css={{ borderBottom: `1px solid ${colors.line}` }}>
                  <MenuLink item={entry} />
                </li>
              ),
            )}
          </ul>
          <div css={{ marginTop: space(6) }}>
            <HeaderActions layout="column" />
          </div>
        </nav>
      )}
    </div>
  );
};
