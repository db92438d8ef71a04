import path from 'node:path';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

const template = path.resolve('src/templates/gated-content.tsx');
const thankYouTemplate = path.resolve('src/templates/gated-content-thank-you.tsx');

export type GatedContentRef =
  Queries.GatedContentRoutesQuery['allContentfulGatedContent']['nodes'][number];

/** Each download's page, and its thank-you page when its form settings ask for one. */
export const planGatedContent = (pages: readonly GatedContentRef[]): PlannedPage[] =>
  pages.flatMap((page) => [
    { path: paths.gatedContent(page.slug), component: template, context: { id: page.id } },
    ...(page.form?.thank_you_page
      ? [
          {
            path: paths.gatedContentThankYou(page.slug),
            component: thankYouTemplate,
            // Out of the sitemap, as its head is out of search engines.
            context: { id: page.id, noindex: true },
          },
        ]
      : []),
  ]);

export const gatedContent = defineRouteFamily<Queries.GatedContentRoutesQuery>({
  name: 'gated content',
  query: /* GraphQL */ `
    query GatedContentRoutes {
      allContentfulGatedContent {
        nodes {
          id
          slug
          form {
            thank_you_page
          }
        }
      }
    }
  `,
  plan: (data) => planGatedContent(data.allContentfulGatedContent.nodes),
});
