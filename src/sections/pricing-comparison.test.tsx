/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { SessionProvider } from '../services/session';
import type { AuthState } from '../services/session/session-state';
import { clientWithTier, createFakeSession } from '../../tests/support/runtime/fake-session';
import { PACKAGE_STATE_LABELS } from '../lib/config/pricing';
import { PricingComparison } from './pricing-comparison';

const plan = (name: string, tier: number | null) => ({
  contentful_id: name,
  name,
  price: 'Ask us',
  description: `The ${name} package.`,
  features: ['A feature'],
  highlighted: false,
  tier,
  ctaLabel: `Choose ${name}`,
  ctaTarget: '/book-a-demo',
});

const SECTION: Queries.SectionPricingComparisonFragment = {
  contentful_id: 'pricing',
  heading: 'Packages',
  intro: null,
  plans: [plan('Free', 0), plan('Team', 1), plan('Enterprise', 2), plan('Custom', null)],
};

/** The call to action of the plan named `name`: a link's text, or the current-package label. */
const actionOf = (name: string) => {
  const card = screen.getByRole('heading', { name }).closest('article') as HTMLElement;
  const link = within(card).queryByRole('link');
  return link ? `link: ${link.textContent}` : (card.lastElementChild?.textContent ?? '');
};

/** Renders the section as the server does, then restores the visitor's session, if any. */
const renderFor = (visitor: AuthState | 'anonymous') => {
  const session = createFakeSession();
  render(
    <SessionProvider store={session}>
      <PricingComparison section={SECTION} />
    </SessionProvider>,
  );
  if (visitor !== 'anonymous') act(() => session.restore(visitor));
};

describe('PricingComparison', () => {
  it("shows an anonymous visitor every plan's own call to action", () => {
    renderFor('anonymous');
    expect(['Free', 'Team', 'Enterprise', 'Custom'].map(actionOf)).toEqual([
      'link: Choose Free',
      'link: Choose Team',
      'link: Choose Enterprise',
      'link: Choose Custom',
    ]);
  });

  it('marks the current package and offers Upgrade above it and Downgrade below it', () => {
    renderFor(clientWithTier(1));
    expect(actionOf('Free')).toBe(`link: ${PACKAGE_STATE_LABELS.downgrade}`);
    expect(actionOf('Team')).toBe(PACKAGE_STATE_LABELS.current);
    expect(actionOf('Enterprise')).toBe(`link: ${PACKAGE_STATE_LABELS.upgrade}`);
  });

  it('treats a package without a tier as tier 0, and keeps the button of an untiered plan', () => {
    renderFor(clientWithTier());
    expect(actionOf('Free')).toBe(PACKAGE_STATE_LABELS.current);
    expect(actionOf('Team')).toBe(`link: ${PACKAGE_STATE_LABELS.upgrade}`);
    expect(actionOf('Custom')).toBe('link: Choose Custom');
  });
});
