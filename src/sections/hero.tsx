import { graphql } from 'gatsby';
import { CallToActionLink } from '../components/booking';
import { CmsImage, assetAlt } from '../components/ui/cms-image';
import { Container } from '../components/ui/container';
import { Eyebrow } from '../components/ui/eyebrow';
import { Cluster } from '../components/ui/grid';
import { mediaSplit } from '../components/ui/media-split';
import { SLOT_SIZES } from '../components/ui/slot-sizes';
import { colors, fontSizes, measures, mq, radii, space } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionHero on ContentfulSectionHero {
    contentful_id
    eyebrow
    heading
    text
    ctaLabel
    ctaTarget
    secondaryCtaLabel
    secondaryCtaTarget
    image {
      title
      description
      localFile {
        childImageSharp {
          gatsbyImageData(width: 720, quality: 90, formats: [AUTO, WEBP])
        }
      }
    }
  }
`;

/** The opening block of a page; its heading is the page's one h1. */
export const Hero = ({ section }: { section: Queries.SectionHeroFragment }) => (
  <section
    css={{
      background: `linear-gradient(160deg, ${colors.sandLight} 0%, ${colors.sand} 100%)`,
      paddingBlock: space(14),
      [mq.md]: { paddingBlock: space(24) },
    }}
  >
    <Container>
      <div css={mediaSplit(Boolean(section.image))}>
        <div>
          {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
          <h1 css={{ fontSize: fontSizes.display }}>{section.heading}</h1>
          {section.text && (
            <p css={{ fontSize: fontSizes.lg, color: colors.inkSoft, maxWidth: measures.short }}>
              {section.text}
            </p>
          )}
          <Cluster css={{ marginTop: space(6) }}>
            {section.ctaLabel && section.ctaTarget && (
              <CallToActionLink to={section.ctaTarget} label={section.ctaLabel} />
            )}
            {section.secondaryCtaLabel && section.secondaryCtaTarget && (
              <CallToActionLink
                to={section.secondaryCtaTarget}
                label={section.secondaryCtaLabel}
                variant="secondary"
              />
            )}
          </Cluster>
        </div>
        {section.image && (
          <div
            css={{
              display: 'none',
              [mq.md]: { display: 'block' },
              borderRadius: radii.large,
              overflow: 'hidden',
            }}
          >
            <CmsImage
              image={section.image.localFile?.childImageSharp?.gatsbyImageData}
              alt={assetAlt(section.image)}
              priority
              sizes={SLOT_SIZES.mediaSplitHidden}
            />
          </div>
        )}
      </div>
    </Container>
  </section>
);
