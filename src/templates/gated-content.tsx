import { graphql, type PageProps } from 'gatsby';
import { DownloadOffer } from '../components/downloads/download-offer';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
import { InjectedPagePicture } from '../components/layout/injected-page-media';
import { pageSeoHead } from '../components/layout/seo-head';
import { paths } from '../lib/paths';
import { Sections } from '../sections/registry';

export const query = graphql`
  query GatedContent($id: String!) {
    contentfulGatedContent(id: { eq: $id }) {
      contentful_id
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
            # 720 px wide among the files: a phone's 372 px slot at 1.75 device pixels needs 651.
            gatsbyImageData(
              width: 480
              quality: 85
              formats: [AUTO, WEBP]
              outputPixelDensities: [0.25, 0.5, 1, 1.5, 2]
            )
          }
        }
      }
      file {
        localFile {
          publicURL
        }
      }
      form {
        submit_label
        success_message
        consent_text
        thank_you_page
      }
      formLabels {
        firstName
        lastName
        workMail
        companyName
        companyWebsite
        companySize
        companyLocation
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

/** A download page: its header, what the reader gets and the form to get it, then sections. */
const GatedContent = ({ data }: PageProps<Queries.GatedContentQuery>) => {
  const page = data.contentfulGatedContent;
  if (!page) return null;
  return (
    <InjectedPageLayout
      eyebrow="Free download"
      heading={page.headline}
      picture={page.cover && <InjectedPagePicture asset={page.cover} />}
    >
      <DownloadOffer
        slug={page.slug}
        introHtml={page.intro.childMarkdown?.html ?? ''}
        settings={page.form}
        labels={page.formLabels}
        document={
          page.file?.localFile?.publicURL
            ? { key: page.contentful_id, url: page.file.localFile.publicURL }
            : null
        }
      />
      <Sections sections={page.sections ?? []} />
    </InjectedPageLayout>
  );
};

export default GatedContent;

export const Head = pageSeoHead(
  ({ contentfulGatedContent: page }: Queries.GatedContentQuery) =>
    page && { seo: page.seo, path: paths.gatedContent(page.slug) },
);
