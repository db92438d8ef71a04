import path from 'node:path';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

export interface LandingPageRef {
  id: string;
  slug: string;
  path?: string | null;
  noindex?: boolean | null;
}

const template = path.resolve('src/templates/landing-page.tsx');

/** Home ("home" slug) at "/", pages with an explicit path there, every other one at "/{slug}". */
export const planLandingPages = (pages: readonly LandingPageRef[]): PlannedPage[] =>
  pages.map((page) => ({
    path: paths.landingPage(page.slug, page.path),
    component: template,
    context: { id: page.id, noindex: page.noindex ?? false },
  }));

interface LandingPagesData {
  allContentfulLandingPageTemplate: {
    nodes: (Pick<Queries.ContentfulLandingPageTemplate, 'id' | 'slug' | 'path'> & {
      seo: Pick<Queries.ContentfulSeo, 'noindex'>;
    })[];
  };
}

export const landingPages = defineRouteFamily<LandingPagesData>({
  name: 'landing pages',
  query: `{
    allContentfulLandingPageTemplate {
      nodes { id slug path seo { noindex } }
    }
  }`,
  plan: (data) =>
    planLandingPages(
      data.allContentfulLandingPageTemplate.nodes.map((node) => ({
        ...node,
        noindex: node.seo.noindex,
      })),
    ),
});
