/**
 * The consent interface, loaded only when it is needed (after the page is idle for a visitor
 * with no choice yet, or from the footer's Cookie settings): the banner, a non-modal popup with
 * Accept all, Reject all and Customize, and the preferences, the site's modal Dialog. Both are
 * fixed in place, so opening them moves nothing on the page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../lib/paths';
import { COOKIE_CONSENT } from '../../lib/site-config';
import { buttonStyles, type ButtonVariant } from '../../components/ui/button-link';
import { cardStyle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import {
  colors,
  divider,
  fontSizes,
  mq,
  sizes,
  space,
  widths,
  zIndices,
} from '../../styles/tokens';
import { configuredInThisBuild } from '../third-parties/config';
import type { Consent, ConsentCategory, OptionalCategory } from './consent-store';
import type { ConsentView, ConsentViewStore } from './consent-view';

const CATEGORY_TEXTS: Record<ConsentCategory, { name: string; description: string }> = {
  necessary: {
    name: 'Necessary',
    description: 'Keep you signed in and remember this choice. Always on.',
  },
  performance: {
    name: 'Performance',
    description: 'Count visits and see how pages are used, so we can improve the site.',
  },
  targeting: {
    name: 'Targeting',
    description: 'Measure our advertising and show you relevant ads on other sites.',
  },
  functionality: {
    name: 'Functionality',
    description: 'Offer extra features such as the live chat with our team.',
  },
};

/** Which configured services each category turns on, named in the dialog. */
const servicesOf = (category: ConsentCategory): string[] =>
  configuredInThisBuild()
    .filter(({ party }) => party.category === category)
    .map(({ party }) => party.label);

const heading = { fontSize: fontSizes.xl, margin: `0 0 ${space(2)}` };

const actions = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
  marginTop: space(4),
  '& > button': { flex: '1 1 auto', fontSize: fontSizes.sm },
} as const;

type Choices = Pick<Consent, 'acceptAll' | 'rejectAll' | 'acceptSelected'>;

interface Action {
  label: string;
  variant: ButtonVariant;
  onClick: () => void;
}

const Actions = ({ items }: { items: readonly Action[] }) => (
  <div css={actions}>
    {items.map(({ label, variant, onClick }) => (
      <button key={label} type="button" css={buttonStyles(variant)} onClick={onClick}>
        {label}
      </button>
    ))}
  </div>
);

const CookieNoticeLink = () => (
  <a href={paths.landingPage('cookie-notice')} css={{ color: colors.teal }}>
    cookie notice
  </a>
);

const Banner = ({ choices, view }: { choices: Choices; view: ConsentViewStore }) => {
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);

  // A visitor who has not started using the page hears the banner at once; one who has
  // keeps their place and finds it by Tab or the screen reader's dialog list.
  useEffect(() => {
    if (document.activeElement === document.body) box.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div
      ref={box}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      css={[
        cardStyle({ raised: true }),
        {
          position: 'fixed',
          zIndex: zIndices.overlay,
          insetInline: space(3),
          bottom: space(3),
          padding: space(5),
          border: divider,
          fontSize: fontSizes.sm,
          [mq.sm]: {
            insetInline: 'auto',
            left: space(6),
            bottom: space(6),
            maxWidth: widths.compact,
          },
        },
      ]}
    >
      <h2 id={titleId} css={heading}>
        Cookies on this site
      </h2>
      <p id={textId} css={{ margin: 0 }}>
        We use necessary cookies to run the site. With your consent we also use performance,
        targeting and functionality cookies; see our <CookieNoticeLink />.
      </p>
      <Actions
        items={[
          { label: 'Accept all', variant: 'primary', onClick: choices.acceptAll },
          { label: 'Reject all', variant: 'primary', onClick: choices.rejectAll },
          { label: 'Customize', variant: 'secondary', onClick: view.openPreferences },
        ]}
      />
    </div>
  );
};

const CategoryRow = ({
  category,
  checked,
  onChange,
}: {
  category: ConsentCategory;
  checked: boolean;
  onChange?: (checked: boolean) => void;
}) => {
  const descriptionId = useId();
  const services = servicesOf(category);
  return (
    <li css={{ paddingBlock: space(3), borderTop: divider }}>
      <label css={{ display: 'flex', gap: space(3), alignItems: 'center', fontWeight: 600 }}>
        <input
          type="checkbox"
          checked={checked}
          disabled={!onChange}
          aria-describedby={descriptionId}
          onChange={(event) => onChange?.(event.target.checked)}
          css={{ width: sizes.check, height: sizes.check, accentColor: colors.teal, margin: 0 }}
        />
        {CATEGORY_TEXTS[category].name}
      </label>
      <p id={descriptionId} css={{ margin: `${space(1)} 0 0`, color: colors.inkSoft }}>
        {CATEGORY_TEXTS[category].description}
        {services.length > 0 ? ` Used by: ${services.join(', ')}.` : ''}
      </p>
    </li>
  );
};

const Preferences = ({
  choices,
  granted,
  view,
}: {
  choices: Choices;
  granted: ReadonlySet<ConsentCategory>;
  view: ConsentViewStore;
}) => {
  const [selected, setSelected] = useState<ReadonlySet<OptionalCategory>>(
    () => new Set(COOKIE_CONSENT.optionalCategories.filter((category) => granted.has(category))),
  );

  const toggle = (category: OptionalCategory) => (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(category);
      else next.delete(category);
      return next;
    });

  return (
    // Escape closes the dialog without a choice; the view decides what shows next.
    <Dialog
      title="Cookie settings"
      onClose={view.close}
      size="small"
      css={{ fontSize: fontSizes.sm }}
    >
      <p css={{ margin: `0 0 ${space(3)}` }}>
        Choose which optional cookies we may use. You can change this at any time from Cookie
        settings at the foot of every page; see our <CookieNoticeLink />.
      </p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <CategoryRow category="necessary" checked />
        {COOKIE_CONSENT.optionalCategories.map((category) => (
          <CategoryRow
            key={category}
            category={category}
            checked={selected.has(category)}
            onChange={toggle(category)}
          />
        ))}
      </ul>
      <Actions
        items={[
          {
            label: 'Accept selected',
            variant: 'primary',
            onClick: () => choices.acceptSelected(selected),
          },
          { label: 'Accept all', variant: 'secondary', onClick: choices.acceptAll },
          { label: 'Reject all', variant: 'secondary', onClick: choices.rejectAll },
        ]}
      />
    </Dialog>
  );
};

/** The open part of the consent interface; every choice closes it. */
export const ConsentDialogs = ({
  consent,
  view,
  open,
}: {
  consent: Consent;
  view: ConsentViewStore;
  open: Exclude<ConsentView, 'closed'>;
}) => {
  // A choice closes the interface even when it changes nothing (the same one made again).
  const choices: Choices = {
    acceptAll: () => {
      consent.acceptAll();
      view.close();
    },
    rejectAll: () => {
      consent.rejectAll();
      view.close();
    },
    acceptSelected: (categories) => {
      consent.acceptSelected(categories);
      view.close();
    },
  };
  return open === 'banner' ? (
    <Banner choices={choices} view={view} />
  ) : (
    <Preferences choices={choices} granted={consent.getSnapshot().granted} view={view} />
  );
};

export default ConsentDialogs;
