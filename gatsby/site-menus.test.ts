import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import { navItem } from '../src/components/layout/menu-model.fixtures';
import {
  MENU_BAR_MODULE,
  SITE_MENUS_MODULE,
  siteMenusFiles,
  siteMenusFrom,
  writeSiteMenus,
} from './site-menus';

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

const reporterStub = () => ({ panic: jest.fn() });

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

describe('writeSiteMenus', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-menus-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the menus the query gives as JSON for the bundle, and the header's top row apart", async () => {
    const files = siteMenusFiles(dir);
    expect(files[SITE_MENUS_MODULE]).toBe(path.join(dir, '.cache', 'site-menus.json'));
    const graphql = jest.fn(async () => ({ data: data() }));
    const reporter = reporterStub();
    await writeSiteMenus(
      { graphql, reporter } as unknown as Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
      files,
    );
    expect(JSON.parse(readFileSync(files[SITE_MENUS_MODULE], 'utf8'))).toEqual(
      siteMenusFrom(data()),
    );
    expect(JSON.parse(readFileSync(files[MENU_BAR_MODULE], 'utf8'))).toEqual([
      { id: 'company', name: 'Company', to: null, hasPanel: true },
      { id: 'resources', name: 'Resources', to: null, hasPanel: true },
    ]);
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it('leaves the file alone when the menus have not changed, so develop rebuilds nothing', async () => {
    const files = siteMenusFiles(dir);
    const file = files[SITE_MENUS_MODULE];
    const args = (menus: Queries.SiteMenusQuery) =>
      ({
        graphql: jest.fn(async () => ({ data: menus })),
        reporter: reporterStub(),
      }) as unknown as Pick<CreatePagesArgs, 'graphql' | 'reporter'>;
    await writeSiteMenus(args(data()), files);
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(file, past, past);
    await writeSiteMenus(args(data()), files);
    expect(statSync(file).mtime).toEqual(past);
    await writeSiteMenus(args({ ...data(), allContentfulNavigationMenu: { nodes: [] } }), files);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ header: [], footer: [] });
  });

  it('stops the build when the query fails, writing nothing', async () => {
    const files = siteMenusFiles(dir);
    const errors = [new Error('Cannot query field "menuLandingPages"')];
    const reporter = reporterStub();
    await writeSiteMenus(
      {
        graphql: jest.fn(async () => ({ errors })),
        reporter,
      } as unknown as Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
      files,
    );
    expect(reporter.panic).toHaveBeenCalledWith('Querying the site menus failed', errors);
    for (const file of Object.values(files)) expect(() => readFileSync(file)).toThrow();
  });
});
