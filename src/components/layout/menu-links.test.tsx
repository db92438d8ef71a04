/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ALL_UNSAFE_LINKS } from '../../../tests/unit/unsafe-links';
import { DesktopNav } from './desktop-nav';
import { footerColumns } from './footer-columns';
import { FooterColumns } from './footer-links';
import { MenuPanelContent } from './menu-links';
import { buildMenu, type CmsMenuItem } from './menu-model';
import { navItem } from './menu-model.fixtures';

const NO_AUTO_ITEMS = { landingPages: [], downloads: [] };

/** Menu items whose `to` or `href` the link rule refuses, beside one safe item of each. */
const cmsItems: CmsMenuItem[] = [
  navItem({ contentful_id: 'safe-path', name: 'Pricing', to: '/pricing', footerGroup: 'company' }),
  navItem({
    contentful_id: 'safe-address',
    name: 'Help',
    href: 'https://help.example.org',
    footerGroup: 'company',
  }),
  ...ALL_UNSAFE_LINKS.map((value, index) =>
    navItem({
      contentful_id: `unsafe-${index}`,
      name: `Unsafe ${index}`,
      ...(index % 2 === 0 ? { to: value } : { href: value }),
      featured: index % 3 === 0,
      footerGroup: 'company',
    }),
  ),
];

const hrefsIn = (container: HTMLElement): (string | null)[] =>
  [...container.querySelectorAll('[href]')].map((element) => element.getAttribute('href'));

describe('menu links whose target the link rule refuses', () => {
  const [top] = buildMenu(
    [navItem({ contentful_id: 'top', name: 'Company', items: cmsItems })],
    NO_AUTO_ITEMS,
  );
  if (!top) throw new Error('no menu entry');

  it('never reach href in a dropdown, a featured card or the footer', () => {
    for (const ui of [
      <MenuPanelContent key="panel" entry={top} />,
      <FooterColumns key="footer" columns={footerColumns([top], [])} />,
    ]) {
      const { container, unmount } = render(ui);
      expect(hrefsIn(container)).toEqual(['/pricing', 'https://help.example.org']);
      expect(container).toHaveTextContent('Unsafe 0');
      unmount();
    }
  });

  it('never reach href as a top-level link of the header', () => {
    const { container } = render(<DesktopNav entries={top.items} />);
    expect(hrefsIn(container)).toEqual(['/pricing', 'https://help.example.org']);
  });
});
