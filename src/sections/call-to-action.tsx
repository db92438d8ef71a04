import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CallToActionLink } from '../components/booking';
import { CmsImage } from '../components/ui/cms-image';
import { SectionFrame, headingId } from '../components/ui/section';
import { fontSizes, space, widths } from '../styles/tokens';

// The picture's widths and quality are CTA_IMAGE's (src/lib/site-config.ts).
export const fragment = graphql`
  fragment SectionCallToAction on ContentfulSectionCallToAction {
    contentful_id
    heading
    text
    ctaLabel
    ctaTarget
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            breakpoints: [380, 576, 768, 992, 1200, 1440, 1920]
            quality: 80
            formats: [AUTO, WEBP]
          )
        }
      }
    }
  }
`;

/** The band's picture fills it behind the text; decorative, so it has no text of its own. */
const Backdrop = ({ image }: { image: IGatsbyImageData }) => (
  <div css={{ position: 'absolute', inset: 0 }}>
    <CmsImage image={image} alt="" sizes="100vw" css={{ height: '100%' }} />
  </div>
);

export const CallToAction = ({ section }: { section: Queries.SectionCallToActionFragment }) => {
  const id = headingId(section.contentful_id);
  const picture = section.image?.localFile?.childImageSharp?.gatsbyImageData;
  return (
    <SectionFrame
      tone="teal"
      labelledBy={id}
      backdrop={picture ? <Backdrop image={picture} /> : undefined}
    >
      <div css={{ textAlign: 'center', maxWidth: widths.text, margin: '0 auto' }}>
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
