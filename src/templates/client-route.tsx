import type { HeadProps, PageProps } from 'gatsby';
import { ClientRouteView, clientRouteView } from '../components/client-route-view';
import { Layout } from '../components/layout/layout';
import { NotFound } from '../components/not-found';
import { useMounted } from '../hooks/use-mounted';
import { isValidClientParam, type ClientRoute, type ClientRouteKind } from '../lib/client-routes';
import { MESSAGES, SITE_TITLE } from '../lib/site-config';

interface Context {
  kind: ClientRouteKind;
  param: ClientRoute['param'];
  knownSlugs: string[];
}

/** Rendered only in the browser: the parameter comes from the address the visitor opened. */
const ClientRoutePage = ({ params, pageContext, location }: PageProps<object, Context>) => {
  const mounted = useMounted();
  const value = params[pageContext.param];
  return (
    <Layout>
      {!mounted ? (
        <p aria-busy="true" css={{ minHeight: '50vh' }} />
      ) : isValidClientParam(pageContext.kind, value, pageContext.knownSlugs) ? (
        <ClientRouteView kind={pageContext.kind} value={value} />
      ) : (
        <NotFound detail={`${MESSAGES.pageNotFoundValidation} ${location.pathname}`} />
      )}
    </Layout>
  );
};

export default ClientRoutePage;

export const Head = ({ pageContext }: HeadProps<object, Context>) => (
  <>
    <title>{`${clientRouteView(pageContext.kind, '').title.replace(/: $/, '')} | ${SITE_TITLE}`}</title>
    <meta name="robots" content="noindex" />
  </>
);
