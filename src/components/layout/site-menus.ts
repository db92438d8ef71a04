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

export const siteMenusFrom = (data: Queries.SiteMenusQuery): SiteMenus => {
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
  const header = byPlacement('header');
  return { header, footer: footerColumns(header, byPlacement('footer-legal')) };
};

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
