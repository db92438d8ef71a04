import type { HeadProps, PageProps } from 'gatsby';
import { ClientRoutePage, clientRouteView } from '../components/client-route-view';
import { NoindexHead } from '../components/layout/seo-head';
import type { ClientRoute, ClientRouteKind } from '../lib/client-routes';

interface Context {
  kind: ClientRouteKind;
  param: ClientRoute['param'];
  knownSlugs: string[];
}

/** A client-only route (a contractor profile, a job, a referral…), one page per pattern. */
const ClientRouteTemplate = ({ params, pageContext, location }: PageProps<object, Context>) => (
  <ClientRoutePage
    kind={pageContext.kind}
    value={params[pageContext.param]}
    knownSlugs={pageContext.knownSlugs}
    pathname={location.pathname}
  />
);

export default ClientRouteTemplate;

export const Head = ({ pageContext }: HeadProps<object, Context>) => (
  <NoindexHead title={clientRouteView(pageContext.kind, '').title.replace(/: $/, '')} />
);
