import { graphql } from 'gatsby';
import { CallToActionLink } from '../components/booking';
import { SectionFrame, headingId } from '../components/ui/section';
import { fontSizes, space } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionCallToAction on ContentfulSectionCallToAction {
    contentful_id
    heading
    text
    ctaLabel
    ctaTarget
  }
`;

export const CallToAction = ({ section }: { section: Queries.SectionCallToActionFragment }) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame tone="teal" labelledBy={id}>
      <div css={{ textAlign: 'center', maxWidth: '48rem', margin: '0 auto' }}>
        <h2 id={id}>{section.heading}</h2>
        {section.text && <p css={{ fontSize: fontSizes.lg }}>{section.text}</p>}
        {section.ctaLabel && section.ctaTarget && (
          <div css={{ marginTop: space(6) }}>
            <CallToActionLink to={section.ctaTarget} label={section.ctaLabel} variant="inverse" />
          </div>
        )}
      </div>
    </SectionFrame>
  );
};
