import type { HeadFC, PageProps } from 'gatsby';
import { useEffect } from 'react';
import { Layout } from '../components/layout/layout';
import { NotFound } from '../components/not-found';
import { NoindexHead } from '../components/layout/seo-head';
import { useMounted } from '../hooks/use-mounted';
import { MESSAGES } from '../lib/site-config';
import { followRedirectOf } from '../services/navigation';

/**
 * Names the address as the address bar shows it (Gatsby's router reads `%2F` as `%252F`), and
 * asks the server, which may redirect it.
 */
const NotFoundPage = ({ location }: PageProps) => {
  const mounted = useMounted();
  const { pathname, search, hash } = location;
  useEffect(() => {
    void followRedirectOf({ pathname, search, hash });
  }, [pathname, search, hash]);
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
