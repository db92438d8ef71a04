import { graphql, type PageProps } from 'gatsby';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
import { InjectedPageLogo, InjectedPagePicture } from '../components/layout/injected-page-media';
import { pageSeoHead } from '../components/layout/seo-head';
import { paths } from '../lib/paths';
import { Sections } from '../sections/registry';

export const query = graphql`
  query CaseStudy($id: String!) {
    contentfulCaseStudyPageTemplate(id: { eq: $id }) {
      slug
      client
      headline
      summary
      logo {
        ...LogoImage
      }
      image {
        title
        description
        localFile {
          childImageSharp {
            # 750 px wide among the files: a phone's 372 px slot at 1.75 device pixels needs 651.
            gatsbyImageData(
              width: 1200
              quality: 85
              formats: [AUTO, WEBP]
              outputPixelDensities: [0.25, 0.5, 0.625, 1, 2]
            )
          }
        }
      }
      seo {
        ...PageSeo
      }
      sections {
        ...PageSections
      }
    }
  }
`;

/** A customer story: its header, then the CMS sections injected below it. */
const CaseStudy = ({ data }: PageProps<Queries.CaseStudyQuery>) => {
  const study = data.contentfulCaseStudyPageTemplate;
  if (!study) return null;
  return (
    <InjectedPageLayout
      eyebrow={study.client}
      heading={study.headline}
      summary={study.summary}
      logo={study.logo && <InjectedPageLogo asset={study.logo} />}
      picture={study.image && <InjectedPagePicture asset={study.image} />}
      back={{ to: paths.caseStudies(), label: 'All case studies' }}
    >
      <Sections sections={study.sections} />
    </InjectedPageLayout>
  );
};

export default CaseStudy;

export const Head = pageSeoHead(
  ({ contentfulCaseStudyPageTemplate: study }: Queries.CaseStudyQuery) =>
    study && { seo: study.seo, path: paths.caseStudy(study.slug) },
);
