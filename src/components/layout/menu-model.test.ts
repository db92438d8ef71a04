import {
  type CmsMenuItem,
  buildMenu,
  footerMenu,
  menuDownloads,
  sortMenuLandingPages,
  toMenuLandingPage,
  splitIntoColumns,
} from './menu-model';
import { navItem } from './menu-model.fixtures';

const none = { landingPages: [], downloads: [] };

describe('splitIntoColumns', () => {
  it('keeps fewer than 6 items in one column', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5])).toEqual([[1, 2, 3, 4, 5]]);
    expect(splitIntoColumns([])).toEqual([[]]);
  });

  it('splits 6 or more items in two, the first column at least 4 items', () => {
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6])).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7])).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7],
    ]);
    expect(splitIntoColumns([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([
      [1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11],
    ]);
  });
});

describe('sortMenuLandingPages', () => {
  it('sorts by navigation title, ignoring case, then by order with higher first', () => {
    const sorted = sortMenuLandingPages([
      { slug: 'b-low', navigationTitle: 'Beta', order: 1 },
      { slug: 'a', navigationTitle: 'alpha', order: 1 },
      { slug: 'b-high', navigationTitle: 'Beta', order: 5 },
      { slug: 'b-none', navigationTitle: 'beta' },
    ]);
    expect(sorted.map((page) => page.slug)).toEqual(['a', 'b-high', 'b-low', 'b-none']);
  });
});

describe('toMenuLandingPage', () => {
  it('takes the navigation title, or the page name when there is none', () => {
    const page = { slug: 'a', path: null, name: 'Page name' };
    expect(toMenuLandingPage(page).navigationTitle).toBe('Page name');
    expect(
      toMenuLandingPage({
        ...page,
        additional_fields: { navigation_title: 'In the menu', menu_icon: 'globe', order: 3 },
      }),
    ).toEqual({ slug: 'a', path: null, navigationTitle: 'In the menu', icon: 'globe', order: 3 });
    expect(
      toMenuLandingPage({ ...page, additional_fields: { navigation_title: '' } }).navigationTitle,
    ).toBe('Page name');
  });
});

describe('menuDownloads', () => {
  it('lists downloads by navigation name, else SEO title, and leaves out those with neither', () => {
    expect(
      menuDownloads([
        { slug: 'a', nameInNavigation: 'Named', seoTitle: 'SEO A' },
        { slug: 'b', nameInNavigation: null, seoTitle: 'SEO B' },
        { slug: 'c', nameInNavigation: ' ', seoTitle: '' },
      ]).map((item) => [item.name, item.to]),
    ).toEqual([
      ['Named', '/download/a'],
      ['SEO B', '/download/b'],
    ]);
  });
});

describe('buildMenu', () => {
  const cms: CmsMenuItem[] = [
    navItem({
      contentful_id: 'resources',
      name: 'Resources',
      footerGroup: 'resources',
      items: [
        navItem({
          contentful_id: 'help',
          name: 'Help',
          href: 'https://help.example.org',
          hideOnFooter: true,
        }),
        navItem({ contentful_id: 'downloads', name: 'Downloads', autoItems: 'downloads' }),
      ],
    }),
    navItem({
      contentful_id: 'solutions',
      name: 'Solutions',
      autoItems: 'landing-pages',
      items: [navItem({ contentful_id: 'fixed', name: 'Fixed', to: '/fixed/' })],
    }),
  ];
  const menu = buildMenu(cms, {
    landingPages: [
      { slug: 'zeta', navigationTitle: 'Zeta', icon: 'globe' },
      { slug: 'nested', path: '/client/how-it-works', navigationTitle: 'Client guide' },
    ],
    downloads: [{ slug: 'guide', seoTitle: 'The guide' }],
  });

  it('fills auto items after the fixed ones, in the order given (the data layer sorts), with their paths', () => {
    expect(menu[1]?.items.map((item) => [item.name, item.to])).toEqual([
      ['Fixed', '/fixed/'],
      ['Zeta', '/zeta'],
      ['Client guide', '/client/how-it-works'],
    ]);
  });

  it('fills a downloads group under Resources', () => {
    expect(menu[0]?.items[1]?.items.map((item) => [item.name, item.to])).toEqual([
      ['The guide', '/download/guide'],
    ]);
  });

  it('takes external addresses when there is no internal path', () => {
    expect(menu[0]?.items[0]?.to).toBe('https://help.example.org');
  });

  it('leaves hide-on-footer items out of the footer only', () => {
    expect(menu[0]?.items.map((item) => item.name)).toEqual(['Help', 'Downloads']);
    expect(footerMenu(menu)[0]?.items.map((item) => item.name)).toEqual(['Downloads']);
  });

  it('builds nothing extra from an empty menu', () => {
    expect(buildMenu([], none)).toEqual([]);
  });

  it('marks the items the editors set tracked, in the menus and the top row, and no others', () => {
    const tracked = buildMenu(
      [
        navItem({ contentful_id: 'app', name: 'Download app', to: '/app', tracked: true }),
        navItem({ contentful_id: 'blog', name: 'Blog', to: '/blog', tracked: false }),
        navItem({ contentful_id: 'help', name: 'Help', to: '/help' }),
      ],
      none,
    );
    expect(tracked.map((item) => item.tracked)).toEqual([true, undefined, undefined]);
    // Only when set: the menus' JSON carries no key for the others.
    expect(Object.keys(tracked[1] ?? {})).not.toContain('tracked');
  });
});
