import { graphql, type PageProps } from 'gatsby';
import { DownloadOffer } from '../components/downloads/download-offer';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
import { pageSeoHead } from '../components/layout/seo-head';
import { paths } from '../lib/paths';
import { Sections } from '../sections/registry';

export const query = graphql`
  query GatedContent($id: String!) {
    contentfulGatedContent(id: { eq: $id }) {
      slug
      name
      headline
      intro {
        childMarkdown {
          html
        }
      }
      cover {
        title
        description
        localFile {
          childImageSharp {
            gatsbyImageData(width: 480, quality: 85, formats: [AUTO, WEBP])
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

/** A download page: its header, what the reader gets and how, then the CMS sections. */
const GatedContent = ({ data }: PageProps<Queries.GatedContentQuery>) => {
  const page = data.contentfulGatedContent;
  if (!page) return null;
  return (
    <InjectedPageLayout eyebrow="Free download" heading={page.headline} image={page.cover}>
      <DownloadOffer name={page.name} introHtml={page.intro.childMarkdown?.html ?? ''} />
      <Sections sections={page.sections ?? []} />
    </InjectedPageLayout>
  );
};

export default GatedContent;

export const Head = pageSeoHead(
  ({ contentfulGatedContent: page }: Queries.GatedContentQuery) =>
    page && { seo: page.seo, path: paths.gatedContent(page.slug) },
);
