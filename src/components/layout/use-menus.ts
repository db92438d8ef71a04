import { graphql, useStaticQuery } from 'gatsby';

export type MenuItem = Queries.NavItemFragment & { items: readonly Queries.NavItemFragment[] };

export interface Menus {
  header: readonly MenuItem[];
  legal: readonly MenuItem[];
}

/** The CMS menus by placement; a placement with no menu entry is an empty list. */
export const useMenus = (): Menus => {
  const data = useStaticQuery<Queries.SiteMenusQuery>(graphql`
    fragment NavItem on ContentfulNavigationItem {
      contentful_id
      name
      to
      href
      alt
      hideOnFooter
      footerGroup
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
          }
        }
      }
    }
  `);
  const byPlacement = (placement: string) =>
    data.allContentfulNavigationMenu.nodes.find((menu) => menu.placement === placement)?.items ??
    [];
  return {
    header: byPlacement('header').map((item) => ({ ...item, items: item.items ?? [] })),
    legal: byPlacement('footer-legal').map((item) => ({ ...item, items: item.items ?? [] })),
  };
};

/** Where a menu item points: its internal path, else its external address. */
export const menuTarget = (item: Queries.NavItemFragment): string | null =>
  item.to ?? item.href ?? null;
