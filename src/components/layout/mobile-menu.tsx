import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MENU_HIDE_DELAY_MS } from '../../lib/site-config';
import { ROUTE_CHANGE_EVENT } from '../../lib/route-events';
import { borderWidths, colors, mq, radii, sizes, space, zIndices } from '../../styles/tokens';
import type { MenuEntry } from './menu-model';
import { MobileMenuPanel } from './mobile-menu-panel';

type MenuState = 'closed' | 'open' | 'closing';

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
          zIndex: zIndices.aboveMenu,
          display: 'inline-flex',
          alignItems: 'center',
          gap: space(2),
          minHeight: sizes.target,
          padding: `0 ${space(3)}`,
          border: `${borderWidths.thick} solid ${colors.teal}`,
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
      {/* Rendered only while open: every page's HTML already carries these links in the
          desktop menu. */}
      {state !== 'closed' && (
        <MobileMenuPanel
          id={panelId}
          entries={entries}
          closing={state === 'closing'}
          onLink={closeLater}
        />
      )}
    </div>
  );
};
