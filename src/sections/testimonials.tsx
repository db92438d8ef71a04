import { graphql } from 'gatsby';
import { CmsImage } from '../components/ui/cms-image';
import { SectionFrame, headingId } from '../components/ui/section';
import { colors, fontSizes, mq, radii, shadows, space } from '../styles/tokens';

// Avatar preset of the specification: WebP, 70 x 70 cover, quality 90.
export const fragment = graphql`
  fragment SectionTestimonials on ContentfulSectionTestimonials {
    contentful_id
    heading
    testimonials {
      contentful_id
      quote
      author
      role
      photo {
        localFile {
          childImageSharp {
            gatsbyImageData(
              width: 70
              height: 70
              quality: 90
              formats: [AUTO, WEBP]
              placeholder: NONE
              transformOptions: { fit: COVER }
            )
          }
        }
      }
    }
  }
`;

export const Testimonials = ({ section }: { section: Queries.SectionTestimonialsFragment }) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame tone="sand" labelledBy={id}>
      <h2 id={id}>{section.heading}</h2>
      <div
        css={{
          display: 'grid',
          gap: space(6),
          marginTop: space(8),
          [mq.md]: {
            gridTemplateColumns: `repeat(${Math.min(section.testimonials.length, 3)}, 1fr)`,
          },
        }}
      >
        {section.testimonials.map((item) => (
          <figure
            key={item.contentful_id}
            css={{
              margin: 0,
              background: colors.white,
              borderRadius: radii.medium,
              boxShadow: shadows.card,
              padding: space(6),
            }}
          >
            <blockquote css={{ margin: 0, fontSize: fontSizes.base }}>
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption
              css={{ display: 'flex', alignItems: 'center', gap: space(3), marginTop: space(4) }}
            >
              {item.photo && (
                <CmsImage
                  image={item.photo.localFile?.childImageSharp?.gatsbyImageData}
                  alt=""
                  css={{ borderRadius: radii.pill, flexShrink: 0 }}
                />
              )}
              <span>
                <strong css={{ display: 'block' }}>{item.author}</strong>
                {item.role && (
                  <span css={{ color: colors.inkSoft, fontSize: fontSizes.sm }}>{item.role}</span>
                )}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </SectionFrame>
  );
};
