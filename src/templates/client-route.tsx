import type { HeadProps, PageProps } from 'gatsby';
import { ClientRoutePage, clientRouteView } from '../components/client-route-view';
import { NoindexHead } from '../components/layout/seo-head';
import { isValidClientParam, type ClientRoute, type ClientRouteKind } from '../lib/client-routes';
import { MESSAGES } from '../lib/site-config';

interface Context {
  kind: ClientRouteKind;
  param: ClientRoute['param'];
  knownSlugs: string[];
}

const ClientRouteTemplate = ({ params, pageContext, location }: PageProps<object, Context>) => (
  <ClientRoutePage
    kind={pageContext.kind}
    value={params[pageContext.param]}
    knownSlugs={pageContext.knownSlugs}
    pathname={location.pathname}
  />
);

export default ClientRouteTemplate;

/**
 * Gatsby copies Head's first browser render, so this asks where it runs instead of waiting for
 * a mount; a parameter failing the route's check gets the 404 title.
 */
export const Head = ({ pageContext, params }: HeadProps<object, Context>) => {
  const failed =
    typeof window !== 'undefined' &&
    !isValidClientParam(pageContext.kind, params[pageContext.param], pageContext.knownSlugs);
  return (
    <NoindexHead
      title={
        failed
          ? MESSAGES.notFoundTitle
          : clientRouteView(pageContext.kind, '').title.replace(/: $/, '')
      }
    />
  );
};
