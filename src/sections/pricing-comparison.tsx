import { graphql } from 'gatsby';
import { CallToActionLink } from '../components/booking';
import { Card } from '../components/ui/card';
import { Grid } from '../components/ui/grid';
import { Icon } from '../components/ui/icon';
import { PACKAGE_STATE_LABELS } from '../lib/config/pricing';
import { SectionFrame } from '../components/ui/section';
import { useSession } from '../services/session';
import { borderWidths, colors, fontSizes, sizes, space } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionPricingComparison on ContentfulSectionPricingComparison {
    contentful_id
    heading
    intro
    plans {
      contentful_id
      name
      price
      description
      features
      highlighted
      tier
      ctaLabel
      ctaTarget
    }
  }
`;

type Plan = Queries.SectionPricingComparisonFragment['plans'][number];

type PackageState = keyof typeof PACKAGE_STATE_LABELS;

/**
 * How a plan stands against the visitor's package: null (show the plan's own call to action)
 * for an anonymous visitor or a plan the editors gave no tier.
 */
const packageState = (
  planTier: number | null,
  { loggedIn, currentTier }: { loggedIn: boolean; currentTier: number },
): PackageState | null => {
  if (!loggedIn || planTier === null) return null;
  if (planTier === currentTier) return 'current';
  return planTier > currentTier ? 'upgrade' : 'downgrade';
};

/**
 * The plan's button. The server renders the anonymous call to action; once the session is
 * restored a logged-in visitor's button says how the plan stands, at the same place and
 * height (the current package is a label, not a link: there is nothing to buy).
 */
const PlanAction = ({ plan }: { plan: Plan }) => {
  const state = packageState(plan.tier, useSession());
  const variant = plan.highlighted ? 'primary' : 'secondary';
  if (state === 'current') {
    return (
      <p
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: sizes.control,
          margin: 0,
          fontWeight: 600,
          color: colors.tealDark,
        }}
      >
        {PACKAGE_STATE_LABELS.current}
      </p>
    );
  }
  // A plan without a button keeps none: the editors chose not to sell it here.
  if (!plan.ctaLabel || !plan.ctaTarget) return null;
  return (
    <CallToActionLink
      to={plan.ctaTarget}
      label={state === null ? plan.ctaLabel : PACKAGE_STATE_LABELS[state]}
      variant={variant}
    />
  );
};

export const PricingComparison = ({
  section,
}: {
  section: Queries.SectionPricingComparisonFragment;
}) => (
  <SectionFrame
    tone="sand"
    heading={{ entryId: section.contentful_id, text: section.heading, intro: section.intro }}
  >
    <Grid columns={{ md: Math.min(section.plans.length, 4) }} marginTop={8}>
      {section.plans.map((plan) => (
        <Card
          as="article"
          key={plan.contentful_id}
          raised={plan.highlighted === true}
          css={{
            border: `${borderWidths.thick} solid ${plan.highlighted ? colors.coral : 'transparent'}`,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <h3 css={{ fontSize: fontSizes.xl }}>{plan.name}</h3>
          <p
            css={{
              fontSize: fontSizes['2xl'],
              fontWeight: 700,
              color: colors.tealDark,
              margin: 0,
            }}
          >
            {plan.price}
          </p>
          <p css={{ color: colors.inkSoft }}>{plan.description}</p>
          <ul css={{ listStyle: 'none', padding: 0, margin: `0 0 ${space(6)}`, flexGrow: 1 }}>
            {plan.features.map((feature) => (
              <li
                key={feature}
                css={{
                  display: 'flex',
                  gap: space(2),
                  alignItems: 'flex-start',
                  marginBottom: space(2),
                }}
              >
                <span css={{ color: colors.teal, flexShrink: 0 }}>
                  <Icon name="check" size={20} />
                </span>
                {feature}
              </li>
            ))}
          </ul>
          <PlanAction plan={plan} />
        </Card>
      ))}
    </Grid>
  </SectionFrame>
);
