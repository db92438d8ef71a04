import { navItem } from './menu-model.fixtures';
import { siteMenusFrom } from './site-menus';

// The menu model's fixture items (CmsMenuItem) leave out the nesting the query's type spells
// out level by level; the fields are the same.
const data = (): Queries.SiteMenusQuery =>
  ({
    allContentfulNavigationMenu: {
      nodes: [
        {
          placement: 'header',
          items: [
            navItem({
              contentful_id: 'company',
              name: 'Company',
              footerGroup: 'company',
              items: [navItem({ contentful_id: 'about', name: 'About', to: '/about-us' })],
            }),
            navItem({
              contentful_id: 'resources',
              name: 'Resources',
              footerGroup: 'resources',
              autoItems: 'downloads',
            }),
          ],
        },
        {
          placement: 'footer-legal',
          items: [navItem({ contentful_id: 'privacy', name: 'Privacy', to: '/privacy-policy' })],
        },
      ],
    },
    menuLandingPages: [],
    allContentfulGatedContent: {
      nodes: [
        { slug: 'guide', additional: { name_in_navigation: 'The guide' }, seo: { title: 'Guide' } },
      ],
    },
  }) as unknown as Queries.SiteMenusQuery;

describe('siteMenusFrom', () => {
  it("builds the header's tree, downloads filled in, and the footer's columns with the legal menu", () => {
    const menus = siteMenusFrom(data());
    expect(menus.header.map((entry) => entry.name)).toEqual(['Company', 'Resources']);
    expect(menus.header[1]?.items.map((item) => [item.name, item.to])).toEqual([
      ['The guide', '/download/guide'],
    ]);
    expect(
      menus.footer.map((column) => [column.title, column.links.map((link) => link.name)]),
    ).toEqual([
      ['Resources', ['The guide']],
      ['Company', ['About']],
      ['Legal', ['Privacy']],
    ]);
  });

  it('gives empty menus for placements the CMS has no menu for', () => {
    const menus = siteMenusFrom({ ...data(), allContentfulNavigationMenu: { nodes: [] } });
    expect(menus).toEqual({ header: [], footer: [] });
  });
});
