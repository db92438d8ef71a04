import { footerColumns } from './footer-columns';
import { buildMenu } from './menu-model';
import { navItem } from './menu-model.fixtures';

const none = { landingPages: [], downloads: [] };

describe('footerColumns', () => {
  const items = [
    navItem({
      contentful_id: 'company',
      name: 'Company',
      footerGroup: 'company',
      items: [
        navItem({ contentful_id: 'about', name: 'About', to: '/about-us' }),
        navItem({ contentful_id: 'secret', name: 'Header only', to: '/x', hideOnFooter: true }),
      ],
    }),
    navItem({
      contentful_id: 'size',
      name: 'Business size',
      footerGroup: 'business-size',
      items: [navItem({ contentful_id: 'smb', name: 'Small business', to: '/smb' })],
    }),
    navItem({
      contentful_id: 'contractors',
      name: 'For contractors',
      items: [navItem({ contentful_id: 'fees', name: 'Fees', to: '/fees' })],
    }),
  ];
  const header = buildMenu(items, none);
  const legal = buildMenu(
    [navItem({ contentful_id: 'privacy', name: 'Privacy', to: '/privacy-policy' })],
    none,
  );

  it('groups links in the order business size, use case, resources, company, legal, then the rest', () => {
    expect(footerColumns(header, legal).map((column) => column.title)).toEqual([
      'Business size',
      'Company',
      'Legal',
      'For contractors',
    ]);
  });

  it('leaves out hide-on-footer items', () => {
    const company = footerColumns(header, legal).find((column) => column.title === 'Company');
    expect(company?.links.map((link) => link.name)).toEqual(['About']);
  });

  it('lists a page linked from several places once, in the first column that has it', () => {
    // Small business (/smb) again, in a second group of the company column.
    const twice = buildMenu(
      [
        ...items,
        navItem({
          contentful_id: 'company-more',
          name: 'More',
          footerGroup: 'company',
          items: [navItem({ contentful_id: 'smb-again', name: 'SMBs', to: '/smb' })],
        }),
      ],
      none,
    );
    const columns = footerColumns(twice, legal);
    const targets = columns.flatMap((column) => column.links.map((link) => link.to));
    expect(targets.filter((to) => to === '/smb')).toHaveLength(1);
    expect(columns.find((column) => column.title === 'Business size')?.links).toHaveLength(1);
    expect(columns.find((column) => column.title === 'Company')?.links.map((l) => l.to)).toEqual([
      '/about-us',
    ]);
  });

  it('keeps a legal link in the legal column when the header menu links it too', () => {
    const withPrivacy = buildMenu(
      [
        ...items,
        navItem({
          contentful_id: 'company-legal',
          name: 'Policies',
          footerGroup: 'company',
          items: [
            navItem({ contentful_id: 'privacy-again', name: 'Privacy', to: '/privacy-policy' }),
          ],
        }),
      ],
      none,
    );
    const columns = footerColumns(withPrivacy, legal);
    const where = columns.filter((column) => column.links.some((l) => l.to === '/privacy-policy'));
    expect(where.map((column) => column.title)).toEqual(['Legal']);
  });
});
