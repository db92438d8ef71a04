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

/**
 * Kept out of search engines either way. In the browser, a parameter that fails the route's
 * check gets the 404 page's title, as its content is the 404 page's; the built HTML (rendered
 * for the pattern, not a real parameter) gets the route's. Gatsby renders Head once per page in
 * the browser and copies that first render, so this asks where it runs rather than waiting for
 * a mount as the page does.
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
