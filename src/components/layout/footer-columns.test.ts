import { footerColumns } from './footer-columns';
import { buildMenu } from './menu-model';
import { navItem } from './menu-model.fixtures';

const none = { landingPages: [], downloads: [] };

describe('footerColumns', () => {
  const header = buildMenu(
    [
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
    ],
    none,
  );
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
});
