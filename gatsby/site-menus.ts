/**
 * The site's menus, built once per build from the data layer and bundled with the layout: the
 * header's tree and the footer's columns (src/components/layout/menu-model.ts,
 * footer-columns.ts). The layout imports them as `@build/site-menus`, an alias to the JSON
 * written here (gatsby/webpack-config.ts). As a static query the layout fetched the menus'
 * raw data on every page (1.9 KB brotli: every field of every item, nulls included, and the
 * landing pages and downloads the automatic items come from) and built both in the browser.
 * createPages writes the file, before webpack bundles anything, in a build and in `gatsby
 * develop` alike; develop runs createPages again when the content changes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { footerColumns } from '../src/components/layout/footer-columns';
import { buildMenu, toMenuLandingPage, type SiteMenus } from '../src/components/layout/menu-model';

/** The module name the layout imports the menus by. */
export const SITE_MENUS_MODULE = '@build/site-menus';

/** Where the menus are written: in Gatsby's cache, beside what else a build makes for itself. */
export const siteMenusFile = (root = process.cwd()): string =>
  path.join(root, '.cache', 'site-menus.json');

export const SITE_MENUS_QUERY = /* GraphQL */ `
  fragment NavItem on ContentfulNavigationItem {
    contentful_id
    name
    to
    href
    icon
    alt
    featured
    small
    noDivider
    hideOnFooter
    footerGroup
    autoItems
  }
  query SiteMenus {
    allContentfulNavigationMenu {
      nodes {
        placement
        items {
          ...NavItem
          items {
            ...NavItem
          }
          submenus {
            ...NavItem
            items {
              ...NavItem
            }
          }
        }
      }
    }
    menuLandingPages {
      slug
      path
      additional_fields {
        navigation_title
        menu_icon
        order
      }
      name
    }
    allContentfulGatedContent {
      nodes {
        slug
        additional {
          name_in_navigation
        }
        seo {
          title
        }
      }
    }
  }
`;

/** The CMS menus by placement, with the automatically filled items merged in. */
export const siteMenusFrom = (data: Queries.SiteMenusQuery): SiteMenus => {
  const sources = {
    landingPages: data.menuLandingPages.map(toMenuLandingPage),
    downloads: data.allContentfulGatedContent.nodes.map((download) => ({
      slug: download.slug,
      nameInNavigation: download.additional?.name_in_navigation,
      seoTitle: download.seo.title,
    })),
  };
  // A placement with no menu entry is an empty list.
  const byPlacement = (placement: string) =>
    buildMenu(
      data.allContentfulNavigationMenu.nodes.find((menu) => menu.placement === placement)?.items ??
        [],
      sources,
    );
  const header = byPlacement('header');
  return { header, footer: footerColumns(header, byPlacement('footer-legal')) };
};

/** Queries the menus and writes them for the bundle; stops the build when the query fails. */
export const writeSiteMenus = async (
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  file = siteMenusFile(),
): Promise<void> => {
  const result = await graphql<Queries.SiteMenusQuery>(SITE_MENUS_QUERY);
  if (result.errors || !result.data) {
    reporter.panic('Querying the site menus failed', result.errors);
    return;
  }
  const json = JSON.stringify(siteMenusFrom(result.data));
  // Unchanged menus leave the file alone: `gatsby develop` reruns this on every content change,
  // and a rewritten file makes webpack rebuild the layout of every page.
  if (existsSync(file) && readFileSync(file, 'utf8') === json) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
};
