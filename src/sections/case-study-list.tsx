import { graphql } from 'gatsby';
import { Card } from '../components/ui/card';
import { CmsImage, assetAlt } from '../components/ui/cms-image';
import { cardListStyle } from '../components/ui/card-list';
import { SectionFrame } from '../components/ui/section';
import { SLOT_SIZES } from '../components/ui/slot-sizes';
import { SmartLink } from '../components/ui/smart-link';
import { paths } from '../lib/paths';
import { colors, fontSizes, space } from '../styles/tokens';

export const fragment = graphql`
  fragment SectionCaseStudyList on ContentfulSectionCaseStudyList {
    contentful_id
    heading
    intro
    caseStudies {
      contentful_id
      slug
      client
      headline
      summary
      image {
        title
        description
        localFile {
          childImageSharp {
            # 700 px wide among the files: a phone's 372 px slot at 1.75 device pixels needs 651.
            gatsbyImageData(
              width: 560
              height: 320
              quality: 85
              formats: [AUTO, WEBP]
              outputPixelDensities: [0.25, 0.5, 1, 1.25, 2]
            )
          }
        }
      }
    }
  }
`;

/** Cards for every case study (gatsby/section-case-studies.ts); the framing comes from the CMS. */
export const CaseStudyList = ({ section }: { section: Queries.SectionCaseStudyListFragment }) => (
  <SectionFrame
    heading={{ entryId: section.contentful_id, text: section.heading, intro: section.intro }}
  >
    <ul css={cardListStyle}>
      {section.caseStudies.map((study) => (
        <Card as="li" flush key={study.contentful_id}>
          <CmsImage
            image={study.image?.localFile?.childImageSharp?.gatsbyImageData}
            alt={assetAlt(study.image)}
            sizes={SLOT_SIZES.cardList}
          />
          <div css={{ padding: space(6) }}>
            <p css={{ margin: 0, fontWeight: 700, color: colors.coralDark }}>{study.client}</p>
            <h3 css={{ fontSize: fontSizes.xl, marginTop: space(2) }}>
              <SmartLink to={paths.caseStudy(study.slug)} css={{ color: colors.ink }}>
                {study.headline}
              </SmartLink>
            </h3>
            <p css={{ margin: 0, color: colors.inkSoft }}>{study.summary}</p>
          </div>
        </Card>
      ))}
    </ul>
  </SectionFrame>
);
