import path from 'node:path';
import { CLIENT_ROUTES, clientRoutePaths } from '../../src/lib/client-routes';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

const clientTemplate = path.resolve('src/templates/client-route.tsx');
const bookCallTemplate = path.resolve('src/templates/book-call-frame.tsx');

/** Left out of the sitemap: they have no content of their own to index. */
export const planClientRoutes = (landingSlugs: readonly string[]): PlannedPage[] => [
  ...CLIENT_ROUTES.map((route) => ({
    ...clientRoutePaths(route),
    component: clientTemplate,
    context: {
      kind: route.kind,
      param: route.param,
      noindex: true,
      knownSlugs: route.kind === 'template-preview' ? [...landingSlugs].sort() : [],
    },
  })),
  // "[...]" is the Netlify adapter's file name, so warm builds find its page data.
  { path: paths.bookCallFrame(), component: bookCallTemplate, context: { noindex: true } },
  {
    path: paths.bookCallFrame('[...]'),
    matchPath: paths.bookCallFrame('*'),
    component: bookCallTemplate,
    context: { noindex: true },
  },
];

export const clientRoutes = defineRouteFamily<Queries.ClientRoutesQuery>({
  name: 'client-only routes',
  query: /* GraphQL */ `
    query ClientRoutes {
      allContentfulLandingPageTemplate {
        nodes {
          slug
        }
      }
    }
  `,
  plan: (data) =>
    planClientRoutes(data.allContentfulLandingPageTemplate.nodes.map((node) => node.slug)),
});
