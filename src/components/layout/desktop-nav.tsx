import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { SmartLink } from '../ui/smart-link';
import {
  colors,
  fontSizes,
  mq,
  radii,
  shadows,
  sizes,
  space,
  widths,
  zIndices,
} from '../../styles/tokens';
import { MenuPanelContent } from './menu-links';
import { hasPanel, type MenuEntry } from './menu-model';
import { trackedLinkProps } from './tracked-link';

// One line per label: at the lg breakpoint the header row holds the title, five menu labels
// and the calls to action only at this size and spacing (tests/e2e/header-and-footer.spec.ts).
const topLinkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space(1),
  minHeight: sizes.target,
  padding: `0 ${space(1.5)}`,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: fontSizes.sm,
  whiteSpace: 'nowrap',
  color: colors.ink,
  fontWeight: 500,
  cursor: 'pointer',
  textDecoration: 'none',
  borderRadius: radii.small,
  '&:hover, &[aria-expanded="true"]': { color: colors.teal },
} as const;

/** A top-level item with a dropdown: opens on hover, and on click or Enter/Space from the keyboard. */
const Dropdown = ({ entry }: { entry: MenuEntry }) => {
  const [open, setOpen] = useState(false);
  // A pointer that opened the dropdown by hovering and then clicks means "open", not "toggle".
  const openedByHover = useRef(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    // Hover is an enhancement and Escape is delegated from the controls inside; the button is
    // what opens the dropdown for keyboard and assistive technology users.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      ref={item}
      css={{ position: 'relative' }}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        css={topLinkStyle}
      >
        {entry.name}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {/* Rendered only while open: the footer already links the menu's pages (all but those
          hidden from it) in every page's HTML; closed panels would be a third of its bytes. */}
      {open && (
        <div
          id={panelId}
          css={{
            position: 'absolute',
            top: '100%',
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: zIndices.header,
            minWidth: widths.narrow,
            padding: space(5),
            background: colors.white,
            borderRadius: radii.medium,
            boxShadow: shadows.raised,
          }}
        >
          <MenuPanelContent entry={entry} />
        </div>
      )}
    </li>
  );
};

/** The header menu at the lg breakpoint and above. */
export const DesktopNav = ({ entries }: { entries: readonly MenuEntry[] }) => (
  <nav aria-label="Main" css={{ display: 'none', [mq.lg]: { display: 'block' } }}>
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', alignItems: 'center' }}>
      {entries.map((entry) =>
        hasPanel(entry) ? (
          <Dropdown key={entry.id} entry={entry} />
        ) : entry.to ? (
          <li key={entry.id}>
            <SmartLink to={entry.to} css={topLinkStyle} {...trackedLinkProps(entry)}>
              {entry.name}
            </SmartLink>
          </li>
        ) : null,
      )}
    </ul>
  </nav>
);
