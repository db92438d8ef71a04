import { css } from '@emotion/react';
import { useEffect, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { flagEmoji, type PhoneCountry } from './phone-countries';
import { findTyped, foldForSearch } from './type-to-find';
import { FORM_TEXTS, PHONE_INPUT } from '../config';
import {
  colors,
  divider,
  radii,
  shadows,
  space,
  visuallyHidden,
  zIndices,
} from '../../styles/tokens';
import { useTypeToFind } from './use-type-to-find';

export type Placement = 'above' | 'below';

/** Below when more than the spec's 200 px remain under the anchor, above otherwise. */
export const placementFor = (anchor: Element | null): Placement =>
  anchor &&
  window.innerHeight - anchor.getBoundingClientRect().bottom <= PHONE_INPUT.dropdownSpaceBelowPx
    ? 'above'
    : 'below';

// Built once: the list re-renders on every arrow key, over some 240 options.
const optionStyle = css`
  display: flex;
  gap: ${space(2)};
  padding: ${space(1)} ${space(3)};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${colors.sandLight};
  }
  &[data-last-preferred] {
    border-bottom: ${divider};
  }
`;
const optionNameStyle = css`
  flex: 1;
`;
const dialCodeStyle = css`
  color: ${colors.inkSoft};
`;

/** The index of the option an event inside the listbox happened on. */
const optionIndex = (target: EventTarget): number | undefined => {
  const option = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return option ? Number(option.dataset.index) : undefined;
};

const isPrintable = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * The phone input's country list: a select-only combobox with a listbox (WAI-ARIA APG).
 * Focus stays on the combobox; the active option is its aria-activedescendant. Click, Enter
 * and Space open and close it; Escape closes it unchanged; Tab takes the active country and
 * moves on; arrows, Home, End, Page Up and Page Down move; typed letters jump to a country.
 * It opens below the input when more than 200 px remain under it, above otherwise.
 */
export const CountryCombobox = ({
  id,
  countries,
  selected,
  onSelect,
  anchor,
}: {
  /** Base of the ids of the combobox, its listbox and options. */
  id: string;
  countries: readonly PhoneCountry[];
  selected: PhoneCountry | undefined;
  onSelect: (country: PhoneCountry) => void;
  /** The element the list opens against (the whole phone input). */
  anchor: RefObject<HTMLElement>;
}) => {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<Placement>('below');
  const { type, isTyping } = useTypeToFind();
  const labels = useMemo(() => countries.map(({ name }) => foldForSearch(name)), [countries]);
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${countries[index]?.iso2 ?? index}`;
  const selectedIndex = countries.findIndex(({ iso2 }) => iso2 === selected?.iso2);
  const activeId = open && active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const show = (index = selectedIndex) => {
    setPlacement(placementFor(anchor.current));
    setActive(index >= 0 ? index : 0);
    setOpen(true);
  };
  const close = () => setOpen(false);
  const choose = (index: number) => {
    const country = countries[index];
    if (country) onSelect(country);
    close();
  };
  const moveTo = (index: number) => setActive(Math.min(Math.max(index, 0), countries.length - 1));
  const find = (letter: string) => {
    const found = findTyped(labels, type(letter), open ? active : selectedIndex);
    if (found === undefined) return;
    if (open) setActive(found);
    else show(found);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const { key } = event;
    if (key === ' ' && isTyping()) {
      event.preventDefault();
      find(' ');
      return;
    }
    if (!open) {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        show(key === 'Home' ? 0 : key === 'End' ? countries.length - 1 : undefined);
      } else if (isPrintable(event)) {
        event.preventDefault();
        find(key);
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + 10,
      PageUp: active - 10,
      Home: 0,
      End: countries.length - 1,
    };
    const target = moves[key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      close();
    } else if (key === 'Tab') {
      choose(active);
    } else if (isPrintable(event)) {
      event.preventDefault();
      find(key);
    }
  };

  return (
    <>
      <div
        id={id}
        role="combobox"
        tabIndex={0}
        aria-label={FORM_TEXTS.phoneCountry}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        onClick={() => (open ? close() : show())}
        onKeyDown={onKeyDown}
        onBlur={close}
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: space(1),
          flex: 'none',
          padding: `0 ${space(2)} 0 ${space(3)}`,
          borderRight: divider,
          cursor: 'pointer',
          userSelect: 'none',
          whiteSpace: 'nowrap',
        }}
      >
        {selected ? (
          <>
            <span aria-hidden="true">{flagEmoji(selected.iso2)}</span>
            <span css={visuallyHidden}>{selected.name}</span>
            <span>{`+${selected.dialCode}`}</span>
          </>
        ) : (
          <>
            <span aria-hidden="true">🌐</span>
            <span css={visuallyHidden}>{FORM_TEXTS.noCountry}</span>
          </>
        )}
        <span aria-hidden="true" css={{ fontSize: '0.75em', color: colors.inkSoft }}>
          ▾
        </span>
      </div>
      {open && (
        <ul
          id={listboxId}
          role="listbox"
          tabIndex={-1}
          aria-label={FORM_TEXTS.phoneCountryList}
          data-placement={placement}
          // Keeps focus on the combobox when an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            const index = optionIndex(event.target);
            if (index !== undefined) choose(index);
          }}
          // Focus stays on the combobox; should the list get it anyway, its keys still work.
          onKeyDown={onKeyDown}
          onMouseMove={(event) => {
            const index = optionIndex(event.target);
            if (index !== undefined && index !== active) setActive(index);
          }}
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            [placement === 'below' ? 'top' : 'bottom']: '100%',
            zIndex: zIndices.raised,
            maxHeight: `${PHONE_INPUT.dropdownSpaceBelowPx}px`,
            overflowY: 'auto',
            margin: `${space(1)} 0`,
            padding: `${space(1)} 0`,
            listStyle: 'none',
            background: colors.white,
            border: divider,
            borderRadius: radii.small,
            boxShadow: shadows.raised,
          }}
        >
          {countries.map((country, index) => (
            <li
              key={country.iso2}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              data-index={index}
              data-last-preferred={
                country.preferred && !countries[index + 1]?.preferred ? true : undefined
              }
              css={optionStyle}
            >
              <span aria-hidden="true">{flagEmoji(country.iso2)}</span>
              <span css={optionNameStyle}>{country.name}</span>
              <span css={dialCodeStyle}>{`+${country.dialCode}`}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
};
