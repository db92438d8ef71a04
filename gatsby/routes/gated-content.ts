import path from 'node:path';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

const template = path.resolve('src/templates/gated-content.tsx');

export const planGatedContent = (pages: readonly { id: string; slug: string }[]): PlannedPage[] =>
  pages.map((page) => ({
    path: paths.gatedContent(page.slug),
    component: template,
    context: { id: page.id },
  }));

export const gatedContent = defineRouteFamily<Queries.GatedContentRoutesQuery>({
  name: 'gated content',
  query: /* GraphQL */ `
    query GatedContentRoutes {
      allContentfulGatedContent {
        nodes {
          id
          slug
        }
      }
    }
  `,
  plan: (data) => planGatedContent(data.allContentfulGatedContent.nodes),
});
