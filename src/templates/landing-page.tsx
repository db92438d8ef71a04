import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { SeoHead } from '../components/layout/seo-head';
import { paths } from '../lib/paths';
import { Sections } from '../sections/registry';

export const query = graphql`
  fragment PageSeo on ContentfulSeo {
    title
    description
    noindex
    image {
      localFile {
        childImageSharp {
          gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG], quality: 85)
        }
      }
    }
  }

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

type Props = PageProps<Queries.LandingPageQuery>;

/** A landing page (and the home page): its sections in order. */
const LandingPage = ({ data }: Props) => (
  <Layout>
    <Sections sections={data.contentfulLandingPageTemplate?.sections ?? []} />
  </Layout>
);

export default LandingPage;

export const Head = ({ data }: HeadProps<Queries.LandingPageQuery>) => {
  const page = data.contentfulLandingPageTemplate;
  if (!page) return null;
  return (
    <SeoHead
      title={page.seo.title}
      description={page.seo.description}
      path={paths.landingPage(page.slug, page.path)}
      image={page.seo.image?.localFile?.childImageSharp?.gatsbyImageData}
      noindex={page.seo.noindex}
    />
  );
};
