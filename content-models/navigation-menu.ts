import { defineContentType, field } from './define';

export const MENU_PLACEMENTS = ['header', 'footer-legal'] as const;
export const AUTO_ITEM_SOURCES = ['landing-pages', 'downloads'] as const;
export const FOOTER_GROUPS = [
  'business-size',
  'use-case',
  'resources',
  'company',
  'legal',
] as const;

export const navigationMenu = defineContentType({
  id: 'navigationMenu',
  name: 'Navigation menu',
  description:
    'A menu of the site. The "header" menu is the main menu; the footer shows it too, less the items hidden on the footer.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name', help: 'Internal name.', required: true }),
    placement: field.symbol({
      name: 'Placement',
      help: 'Where the menu is shown.',
      required: true,
      in: MENU_PLACEMENTS,
    }),
    items: field.entries(['navigationItem'], {
      name: 'Items',
      help: 'Top-level items, in order.',
      required: true,
    }),
  },
});

export const navigationItem = defineContentType({
  id: 'navigationItem',
  name: 'Navigation item',
  description: 'One entry of a menu: a link, or a heading with items and submenus below it.',
  displayField: 'name',
  fields: {
    name: field.symbol({ name: 'Name', help: 'The text of the item.', required: true }),
    to: field.link({
      name: 'Internal path',
      help: 'A path on this site starting with /, e.g. /pricing.',
    }),
    href: field.link({
      name: 'External address',
      help: 'A full address on another site, e.g. https://help.example.org.',
    }),
    icon: field.symbol({ name: 'Icon', help: 'Name of the icon shown before the text.' }),
    alt: field.symbol({
      name: 'Short description',
      help: 'A short line shown under the name in dropdowns.',
    }),
    items: field.entries(['navigationItem'], {
      name: 'Items',
      help: 'Links shown in this item’s dropdown.',
    }),
    submenus: field.entries(['navigationItem'], {
      name: 'Submenus',
      help: 'Groups of links shown side by side in this item’s dropdown; each has its own items.',
    }),
    autoItems: field.symbol({
      name: 'Filled automatically with',
      help: '"landing-pages": the landing pages whose menu settings say include_in_menu; "downloads": the downloads with a navigation name or SEO title. They follow the items set here.',
      in: AUTO_ITEM_SOURCES,
    }),
    featured: field.boolean({ name: 'Featured', help: 'Show as a highlighted card.' }),
    small: field.boolean({ name: 'Small', help: 'Show in a smaller type.' }),
    noDivider: field.boolean({ name: 'No divider', help: 'Do not draw a line above this item.' }),
    tracked: field.boolean({
      name: 'Tracked',
      help: 'Report clicks on this link to analytics, as button clicks are (e.g. the app download).',
    }),
    hideOnFooter: field.boolean({
      name: 'Hide on footer',
      help: 'Leave this item out of the footer.',
    }),
    footerGroup: field.symbol({
      name: 'Footer group',
      help: 'Which footer column this item belongs to.',
      in: FOOTER_GROUPS,
    }),
  },
});
