import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { NotFound } from '../components/not-found';
import { MESSAGES, SITE_TITLE } from '../lib/site-config';

const NotFoundPage = () => (
  <Layout>
    <NotFound />
  </Layout>
);

export default NotFoundPage;

export const Head: HeadFC = () => (
  <>
    <title>{`${MESSAGES.notFoundTitle} | ${SITE_TITLE}`}</title>
    <meta name="robots" content="noindex" />
  </>
);
