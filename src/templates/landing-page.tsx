import { graphql, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { pageSeoHead } from '../components/layout/seo-head';
import { paths } from '../lib/paths';
import { Sections } from '../sections/registry';

export const query = graphql`
  query LandingPage($id: String!) {
    contentfulLandingPageTemplate(id: { eq: $id }) {
      slug
      path
      seo {
        ...PageSeo
      }
      sections {
        ...PageSections
      }
    }
  }
`;

/** A landing page (and the home page): its sections in order. */
const LandingPage = ({ data }: PageProps<Queries.LandingPageQuery>) => (
  <Layout>
    <Sections sections={data.contentfulLandingPageTemplate?.sections ?? []} />
  </Layout>
);

export default LandingPage;

export const Head = pageSeoHead(
  ({ contentfulLandingPageTemplate: page }: Queries.LandingPageQuery) =>
    page && { seo: page.seo, path: paths.landingPage(page.slug, page.path) },
);
