import { graphql } from 'gatsby';
import { CmsImage, assetAlt } from '../components/ui/cms-image';
import { Cluster } from '../components/ui/grid';
import { SectionFrame, headingId } from '../components/ui/section';
import { fontSizes, space } from '../styles/tokens';

export const fragment = graphql`
  # The logo preset of the specification: WebP, fit inside 150 x 55, quality 95.
  fragment LogoImage on ContentfulAsset {
    title
    description
    localFile {
      childImageSharp {
        gatsbyImageData(
          width: 150
          height: 55
          quality: 95
          formats: [AUTO, WEBP]
          placeholder: NONE
          transformOptions: { fit: INSIDE }
        )
      }
    }
  }

  fragment SectionLogoWall on ContentfulSectionLogoWall {
    contentful_id
    heading
    logos {
      contentful_id
      ...LogoImage
    }
  }
`;

export const LogoWall = ({ section }: { section: Queries.SectionLogoWallFragment }) => {
  const id = headingId(section.contentful_id);
  return (
    <SectionFrame labelledBy={id}>
      <h2 id={id} css={{ fontSize: fontSizes.xl, textAlign: 'center' }}>
        {section.heading}
      </h2>
      <Cluster as="ul" gap={8} css={{ justifyContent: 'center', marginTop: space(6) }}>
        {section.logos.map((logo) => (
          <li key={logo.contentful_id}>
            <CmsImage
              image={logo.localFile?.childImageSharp?.gatsbyImageData}
              alt={assetAlt(logo)}
            />
          </li>
        ))}
      </Cluster>
    </SectionFrame>
  );
};
