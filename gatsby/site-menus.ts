/**
 * The site's menus, built once per build from the data layer: the header's tree and the
 * footer's columns (src/components/layout/menu-model.ts, footer-columns.ts), as two JSON files
 * the bundle imports by alias (gatsby/webpack-config.ts):
 * - `@build/menu-bar`, the header's top row (names, links, which entries open a panel): the
 *   layout's, in every page's first load;
 * - `@build/site-menus`, everything: fetched with the code that draws a dropdown, the mobile
 *   menu or the footer's links in the browser (the server's footer is kept as it is, see
 *   src/components/ui/kept-markup.tsx). In the first load it was 1.8 KB brotli on every page.
 * As a static query the layout once fetched the menus' raw data on every page and built both
 * in the browser. createPages writes the files, before webpack bundles anything, in a build
 * and in `gatsby develop` alike; develop runs createPages again when the content changes.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { footerColumns } from '../src/components/layout/footer-columns';
import {
  buildMenu,
  menuBar,
  toMenuLandingPage,
  type SiteMenus,
} from '../src/components/layout/menu-model';

/** The module names the bundle imports the menus by, and the files they stand for. */
export const SITE_MENUS_MODULE = '@build/site-menus';
export const MENU_BAR_MODULE = '@build/menu-bar';

/** Where the menus are written: in Gatsby's cache, beside what else a build makes for itself. */
export const siteMenusFiles = (root = process.cwd()) => ({
  [SITE_MENUS_MODULE]: path.join(root, '.cache', 'site-menus.json'),
  [MENU_BAR_MODULE]: path.join(root, '.cache', 'menu-bar.json'),
});

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
    tracked
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

/**
 * Unchanged content leaves the file alone: `gatsby develop` reruns this on every content
 * change, and a rewritten file makes webpack rebuild the layout of every page.
 */
const writeIfChanged = (file: string, json: string) => {
  if (existsSync(file) && readFileSync(file, 'utf8') === json) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, json);
};

/** Queries the menus and writes them for the bundle; stops the build when the query fails. */
export const writeSiteMenus = async (
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  files = siteMenusFiles(),
): Promise<void> => {
  const result = await graphql<Queries.SiteMenusQuery>(SITE_MENUS_QUERY);
  if (result.errors || !result.data) {
    reporter.panic('Querying the site menus failed', result.errors);
    return;
  }
  const menus = siteMenusFrom(result.data);
  writeIfChanged(files[SITE_MENUS_MODULE], JSON.stringify(menus));
  writeIfChanged(files[MENU_BAR_MODULE], JSON.stringify(menuBar(menus.header)));
};
