import { graphql } from 'gatsby';
import { ButtonLink } from '../components/ui/button-link';
import { Icon } from '../components/ui/icon';
import { SectionFrame, SectionHeading, headingId } from '../components/ui/section';
import { colors, fontSizes, mq, radii, shadows, space } from '../styles/tokens';

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
      ctaLabel
      ctaTarget
    }
  }
`;

export const PricingComparison = ({
  section,
}: {
  section: Queries.SectionPricingComparisonFragment;
}) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame tone="sand" labelledBy={id}>
      <SectionHeading id={id} heading={section.heading} intro={section.intro} />
      <div
        css={{
          display: 'grid',
          gap: space(6),
          marginTop: space(8),
          [mq.md]: { gridTemplateColumns: `repeat(${Math.min(section.plans.length, 4)}, 1fr)` },
        }}
      >
        {section.plans.map((plan) => (
          <article
            key={plan.contentful_id}
            css={{
              background: colors.white,
              borderRadius: radii.medium,
              boxShadow: plan.highlighted ? shadows.raised : shadows.card,
              border: `2px solid ${plan.highlighted ? colors.coral : 'transparent'}`,
              padding: space(6),
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
            {plan.ctaLabel && plan.ctaTarget && (
              <ButtonLink to={plan.ctaTarget} variant={plan.highlighted ? 'primary' : 'secondary'}>
                {plan.ctaLabel}
              </ButtonLink>
            )}
          </article>
        ))}
      </div>
    </SectionFrame>
  );
};
