import { graphql, type PageProps } from 'gatsby';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
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
            gatsbyImageData(width: 1200, quality: 85, formats: [AUTO, WEBP])
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
      logo={study.logo}
      image={study.image}
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
