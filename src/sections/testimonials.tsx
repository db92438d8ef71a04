import { graphql } from 'gatsby';
import { Card } from '../components/ui/card';
import { CmsImage } from '../components/ui/cms-image';
import { Grid } from '../components/ui/grid';
import { SectionFrame } from '../components/ui/section';
import { colors, fontSizes, radii, space } from '../styles/tokens';

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

export const Testimonials = ({ section }: { section: Queries.SectionTestimonialsFragment }) => (
  <SectionFrame tone="sand" heading={{ entryId: section.contentful_id, text: section.heading }}>
    <Grid columns={{ md: Math.min(section.testimonials.length, 3) }} marginTop={8}>
      {section.testimonials.map((item) => (
        <Card as="figure" key={item.contentful_id}>
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
        </Card>
      ))}
    </Grid>
  </SectionFrame>
);
