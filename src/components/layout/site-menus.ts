/**
 * The site's menus from the data layer: the header's tree and the footer's columns
 * (./menu-model.ts, ./footer-columns.ts), read with a static query by the layout.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';
import { footerColumns } from './footer-columns';
import { buildMenu, toMenuLandingPage, type SiteMenus } from './menu-model';

export const fragment = graphql`
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

/** The menus, for the layout. */
export const useSiteMenus = (): SiteMenus => {
  const data = useStaticQuery<Queries.SiteMenusQuery>(graphql`
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
  `);
  return useMemo(() => siteMenusFrom(data), [data]);
};
