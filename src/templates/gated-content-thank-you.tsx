import { graphql, type PageProps } from 'gatsby';
import { downloadSentText } from '../components/downloads/download-sent-text';
import { InjectedPageLayout } from '../components/layout/injected-page-layout';
import { NoindexHead } from '../components/layout/seo-head';
import { Container } from '../components/ui/container';
import { paths } from '../lib/paths';
import { space } from '../styles/tokens';

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
const GatedContentThankYou = ({ data }: PageProps<Queries.GatedContentThankYouQuery>) => {
  const page = data.contentfulGatedContent;
  if (!page) return null;
  return (
    <InjectedPageLayout
      eyebrow="Thank you"
      heading={page.headline}
      back={{ to: paths.gatedContent(page.slug), label: 'Back to the download page' }}
    >
      <Container>
        <p css={{ paddingBlock: space(12), margin: 0 }}>{downloadSentText(page.form)}</p>
      </Container>
    </InjectedPageLayout>
  );
};

export default GatedContentThankYou;

export const Head = ({ data }: { data: Queries.GatedContentThankYouQuery }) => (
  <NoindexHead title={`Thank you: ${data.contentfulGatedContent?.headline ?? ''}`} />
);
