import { graphql } from 'gatsby';
import { CallToActionLink } from '../components/booking';
import { Card } from '../components/ui/card';
import { Icon } from '../components/ui/icon';
import { cardListStyle } from '../components/ui/card-list';
import { SectionFrame } from '../components/ui/section';
import { colors, fontSizes, space } from '../styles/tokens';

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

export const FeatureGrid = ({ section }: { section: Queries.SectionFeatureGridFragment }) => (
  <SectionFrame
    heading={{ entryId: section.contentful_id, text: section.heading, intro: section.intro }}
  >
    <ul css={cardListStyle}>
      {section.items.map((item) => (
        <Card as="li" key={item.contentful_id}>
          <span css={{ color: colors.teal }}>
            <Icon name={item.icon} />
          </span>
          <h3 css={{ fontSize: fontSizes.xl, marginTop: space(3) }}>{item.title}</h3>
          <p css={{ margin: 0, color: colors.inkSoft }}>{item.text}</p>
        </Card>
      ))}
    </ul>
    {section.ctaLabel && section.ctaTarget && (
      <div css={{ marginTop: space(8) }}>
        <CallToActionLink to={section.ctaTarget} label={section.ctaLabel} variant="secondary" />
      </div>
    )}
  </SectionFrame>
);
