import { footerColumns } from './footer-columns';
import { buildMenu } from './menu-model';

const none = { landingPages: [], downloads: [] };

describe('footerColumns', () => {
  const header = buildMenu(
    [
      {
        contentful_id: 'company',
        name: 'Company',
        footerGroup: 'company',
        items: [
          { contentful_id: 'about', name: 'About', to: '/about-us' },
          { contentful_id: 'secret', name: 'Header only', to: '/x', hideOnFooter: true },
        ],
      },
      {
        contentful_id: 'size',
        name: 'Business size',
        footerGroup: 'business-size',
        items: [{ contentful_id: 'smb', name: 'Small business', to: '/smb' }],
      },
      {
        contentful_id: 'contractors',
        name: 'For contractors',
        items: [{ contentful_id: 'fees', name: 'Fees', to: '/fees' }],
      },
    ],
    none,
  );
  const legal = buildMenu(
    [{ contentful_id: 'privacy', name: 'Privacy', to: '/privacy-policy' }],
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
