import { graphql, type PageProps } from 'gatsby';
import { DownloadSentMessage } from '../components/downloads/download-sent-message';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
import { NoindexHead } from '../components/layout/seo-head';
import { SentDocumentNotice } from '../forms/site-form/sent-document';
import { paths } from '../lib/paths';

export const query = graphql`
  query GatedContentThankYou($id: String!) {
    contentfulGatedContent(id: { eq: $id }) {
      slug
      headline
      form {
        submit_label
        success_message
        consent_text
        thank_you_page
      }
    }
  }
`;

/** Where a download's form leads when its settings ask for a thank-you page. */
const GatedContentThankYou = ({ data, location }: PageProps<Queries.GatedContentThankYouQuery>) => {
  const page = data.contentfulGatedContent;
  if (!page) return null;
  return (
    <InjectedPageLayout
      eyebrow="Thank you"
      heading={page.headline}
      back={{ to: paths.gatedContent(page.slug), label: 'Back to the download page' }}
    >
      <DownloadSentMessage settings={page.form} />
      <SentDocumentNotice state={location.state} />
    </InjectedPageLayout>
  );
};

export default GatedContentThankYou;

export const Head = ({ data }: { data: Queries.GatedContentThankYouQuery }) => (
  <NoindexHead title={`Thank you: ${data.contentfulGatedContent?.headline ?? ''}`} />
);
