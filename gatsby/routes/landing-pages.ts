import path from 'node:path';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

export interface LandingPageRef {
  id: string;
  slug: string;
  path?: string | null;
  noindex?: boolean | null;
  settings?: { external_scripts?: boolean | null; chat?: boolean | null } | null;
}

/** Page-level switches the browser runtime reads from the page context. */
export interface PageSettings {
  externalScripts: boolean;
  chat: boolean;
}

const template = path.resolve('src/templates/landing-page.tsx');

export const pageSettings = (settings: LandingPageRef['settings']): PageSettings => {
  const externalScripts = settings?.external_scripts ?? true;
  return { externalScripts, chat: externalScripts && (settings?.chat ?? true) };
};

/** Home ("home" slug) at "/", pages with an explicit path there, every other one at "/{slug}". */
export const planLandingPages = (pages: readonly LandingPageRef[]): PlannedPage[] =>
  pages.map((page) => ({
    path: paths.landingPage(page.slug, page.path),
    component: template,
    context: { id: page.id, noindex: page.noindex ?? false, settings: pageSettings(page.settings) },
  }));

interface LandingPagesData {
  allContentfulLandingPageTemplate: {
    nodes: (Pick<Queries.ContentfulLandingPageTemplate, 'id' | 'slug' | 'path'> & {
      seo: Pick<Queries.ContentfulSeo, 'noindex'>;
      settings: Pick<
        Queries.contentfulLandingPageTemplateSettingsJsonNode,
        'external_scripts' | 'chat'
      > | null;
    })[];
  };
}

export const landingPages = defineRouteFamily<LandingPagesData>({
  name: 'landing pages',
  query: `{
    allContentfulLandingPageTemplate {
      nodes { id slug path seo { noindex } settings { external_scripts chat } }
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
