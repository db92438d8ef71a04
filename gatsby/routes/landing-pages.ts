import path from 'node:path';
import type { PageThirdPartyFlags, ThirdPartyPageContext } from '../../src/lib/page-contexts';
import { paths } from '../../src/lib/paths';
import { defineRouteFamily, type PlannedPage } from './route-family';

export type LandingPageRef =
  Queries.LandingPageRoutesQuery['allContentfulLandingPageTemplate']['nodes'][number];

const template = path.resolve('src/templates/landing-page.tsx');

/** Unset means on. */
const thirdPartyContext = ({ settings }: LandingPageRef): ThirdPartyPageContext => {
  const flags: PageThirdPartyFlags = {
    externalScripts: settings?.external_scripts ?? true,
    chat: settings?.chat ?? true,
  };
  return flags.externalScripts && flags.chat ? {} : { thirdParties: flags };
};

export const planLandingPages = (pages: readonly LandingPageRef[]): PlannedPage[] =>
  pages.map((page) => ({
    path: paths.landingPage(page.slug, page.path),
    component: template,
    context: { id: page.id, noindex: page.seo.noindex ?? false, ...thirdPartyContext(page) },
  }));

export const landingPages = defineRouteFamily<Queries.LandingPageRoutesQuery>({
  name: 'landing pages',
  query: /* GraphQL */ `
    query LandingPageRoutes {
      allContentfulLandingPageTemplate {
        nodes {
          id
          slug
          path
          seo {
            noindex
          }
          settings {
            external_scripts
            chat
          }
        }
      }
    }
  `,
  plan: (data) => planLandingPages(data.allContentfulLandingPageTemplate.nodes),
});
