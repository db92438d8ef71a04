import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { NotFound } from '../components/not-found';
import { NoindexHead } from '../components/layout/seo-head';
import { useMounted } from '../hooks/use-mounted';
import { MESSAGES } from '../lib/site-config';

/**
 * Also the page of every address no route matches; it names the address once in the browser, as
 * the address bar shows it (Gatsby's router reads an escaped slash, `%2F`, as `%252F`).
 */
const NotFoundPage = () => {
  const mounted = useMounted();
  return (
    <Layout>
      <NotFound
        detail={mounted ? `${MESSAGES.pageNotFoundRoute} ${window.location.pathname}` : undefined}
        detailLater
      />
    </Layout>
  );
};

export default NotFoundPage;

export const Head: HeadFC = () => <NoindexHead title={MESSAGES.notFoundTitle} />;
