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
  {
    // The booking frame is embedded in other sites; the slug is optional and repeatable, so
    // the page lives at the bare address and matches everything below it.
    path: paths.bookCallFrame(),
    matchPath: paths.bookCallFrame('*'),
    component: bookCallTemplate,
    context: { noindex: true },
  },
];

interface ClientRoutesData {
  allContentfulLandingPageTemplate: {
    nodes: Pick<Queries.ContentfulLandingPageTemplate, 'slug'>[];
  };
}

export const clientRoutes = defineRouteFamily<ClientRoutesData>({
  name: 'client-only routes',
  query: `{ allContentfulLandingPageTemplate { nodes { slug } } }`,
  plan: (data) =>
    planClientRoutes(data.allContentfulLandingPageTemplate.nodes.map((node) => node.slug)),
});
