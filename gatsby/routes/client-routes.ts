import path from 'node:path';
import { CLIENT_ROUTES, clientRoutePaths } from '../../src/lib/client-routes';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

const clientTemplate = path.resolve('src/templates/client-route.tsx');
const bookCallTemplate = path.resolve('src/templates/book-call-frame.tsx');

/**
 * Client-only pages: one page per route pattern, served for every address it matches. They
 * are left out of the sitemap (`noindex`), having no content of their own to index.
 */
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
  // The booking frame is embedded in other sites; the slug is optional and repeatable: one
  // page at the bare address, one client-side page for everything below it. The latter's path
  // is named like its route ("[...]"), the name the Netlify adapter gives its files, so warm
  // builds find its page data where the adapter left it.
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
