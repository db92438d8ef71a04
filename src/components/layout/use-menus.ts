import { graphql, useStaticQuery } from 'gatsby';
import { buildMenu, toMenuLandingPage, type MenuEntry } from './menu-model';

export interface Menus {
  header: MenuEntry[];
  legal: MenuEntry[];
}

/**
 * The CMS menus by placement, with the automatically filled items (landing pages flagged for
 * the menu, in the order the data layer gives them; downloads) merged in. A placement with no
 * menu entry is an empty list.
 */
export const useMenus = (): Menus => {
  const data = useStaticQuery<Queries.SiteMenusQuery>(graphql`
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
  `);
  const sources = {
    landingPages: data.menuLandingPages.map(toMenuLandingPage),
    downloads: data.allContentfulGatedContent.nodes.map((download) => ({
      slug: download.slug,
      nameInNavigation: download.additional?.name_in_navigation,
      seoTitle: download.seo.title,
    })),
  };
  const byPlacement = (placement: string) =>
    buildMenu(
      data.allContentfulNavigationMenu.nodes.find((menu) => menu.placement === placement)?.items ??
        [],
      sources,
    );
  return { header: byPlacement('header'), legal: byPlacement('footer-legal') };
};
