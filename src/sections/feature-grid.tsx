import { graphql } from 'gatsby';
import { CallToActionLink } from '../components/booking';
import { Icon } from '../components/ui/icon';
import { cardListStyle } from '../components/ui/card-list';
import { SectionFrame, SectionHeading, headingId } from '../components/ui/section';
import { colors, fontSizes, radii, shadows, space } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionFeatureGrid on ContentfulSectionFeatureGrid {
    contentful_id
    heading
    intro
    ctaLabel
    ctaTarget
    items {
      contentful_id
      title
      text
      icon
    }
  }
`;

export const FeatureGrid = ({ section }: { section: Queries.SectionFeatureGridFragment }) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame labelledBy={id}>
      <SectionHeading id={id} heading={section.heading} intro={section.intro} />
      <ul css={cardListStyle}>
        {section.items.map((item) => (
          <li
            key={item.contentful_id}
            css={{
              background: colors.white,
              borderRadius: radii.medium,
              boxShadow: shadows.card,
              padding: space(6),
            }}
          >
            <span css={{ color: colors.teal }}>
              <Icon name={item.icon} />
            </span>
            <h3 css={{ fontSize: fontSizes.xl, marginTop: space(3) }}>{item.title}</h3>
            <p css={{ margin: 0, color: colors.inkSoft }}>{item.text}</p>
          </li>
        ))}
      </ul>
      {section.ctaLabel && section.ctaTarget && (
        <div css={{ marginTop: space(8) }}>
          <CallToActionLink to={section.ctaTarget} label={section.ctaLabel} variant="secondary" />
        </div>
      )}
    </SectionFrame>
  );
};
