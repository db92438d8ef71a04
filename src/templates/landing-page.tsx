import { graphql, type PageProps } from 'gatsby';
import { ChatAvailability, isChatPage } from '../components/chat/chat-availability';
import { Layout } from '../components/layout/layout';
import { pageSeoHead } from '../components/layout/seo-head';
import { SentDocumentNotice } from '../forms/site-form/sent-document';
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
const LandingPage = ({ data, location }: PageProps<Queries.LandingPageQuery>) => (
  <Layout>
    {/* A form's thank-you page: the document the visitor was just sent. */}
    <SentDocumentNotice state={location.state} />
    {/* /chat: what to do when its chat bubble is not there. */}
    {isChatPage(data.contentfulLandingPageTemplate) && <ChatAvailability />}
    <Sections sections={data.contentfulLandingPageTemplate?.sections ?? []} />
  </Layout>
);

export default LandingPage;

export const Head = pageSeoHead(
  ({ contentfulLandingPageTemplate: page }: Queries.LandingPageQuery) =>
    page && { seo: page.seo, path: paths.landingPage(page.slug, page.path) },
);
