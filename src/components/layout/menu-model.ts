/** The one menu tree for header, mobile menu and footer; pure, so the rules are unit-tested. */
import { FIRST_COLUMN_MIN_ITEMS, TWO_COLUMN_MIN_ITEMS } from '../../lib/site-config';
import { paths } from '../../lib/paths';
import type { FooterColumn } from './footer-columns';

export interface MenuEntry {
  id: string;
  name: string;
  to: string | null;
  icon: string | null;
  alt: string | null;
  featured: boolean;
  small: boolean;
  noDivider: boolean;
  /** Only ever true, so the menus' JSON stays small. */
  tracked?: true;
  hideOnFooter: boolean;
  footerGroup: string | null;
  items: MenuEntry[];
  submenus: MenuEntry[];
}

export interface SiteMenus {
  header: MenuEntry[];
  footer: FooterColumn[];
}

export type CmsMenuItem = Queries.NavItemFragment & {
  readonly items?: readonly CmsMenuItem[] | null;
  readonly submenus?: readonly CmsMenuItem[] | null;
};

export interface CmsMenuLandingPage {
  readonly slug: string;
  readonly path?: string | null;
  readonly name: string;
  readonly additional_fields?: {
    readonly navigation_title?: string | null;
    readonly menu_icon?: string | null;
    readonly order?: number | null;
  } | null;
}

export interface MenuLandingPage {
  slug: string;
  path?: string | null;
  navigationTitle: string;
  icon?: string | null;
  order?: number | null;
}

export interface MenuDownload {
  slug: string;
  nameInNavigation?: string | null;
  seoTitle?: string | null;
}

export interface AutoItemSources {
  /** Sorted in the data layer (gatsby/menu-landing-pages.ts). */
  landingPages: readonly MenuLandingPage[];
  downloads: readonly MenuDownload[];
}

const entry = (fields: Partial<MenuEntry> & Pick<MenuEntry, 'id' | 'name' | 'to'>): MenuEntry => ({
  icon: null,
  alt: null,
  featured: false,
  small: false,
  noDivider: false,
  hideOnFooter: false,
  footerGroup: null,
  items: [],
  submenus: [],
  ...fields,
});

export const toMenuLandingPage = (page: CmsMenuLandingPage): MenuLandingPage => ({
  slug: page.slug,
  path: page.path,
  navigationTitle: page.additional_fields?.navigation_title || page.name,
  icon: page.additional_fields?.menu_icon,
  order: page.additional_fields?.order,
});

/** Build time only: a browser's first collator loads collation data, a long task on a phone. */
export const sortMenuLandingPages = (pages: readonly MenuLandingPage[]): MenuLandingPage[] =>
  [...pages].sort(
    (a, b) =>
      a.navigationTitle.localeCompare(b.navigationTitle, 'en', { sensitivity: 'base' }) ||
      (b.order ?? 0) - (a.order ?? 0),
  );

export const menuDownloads = (downloads: readonly MenuDownload[]): MenuEntry[] =>
  downloads.flatMap((download) => {
    const name = download.nameInNavigation?.trim() || download.seoTitle?.trim();
    return name
      ? [entry({ id: `download-${download.slug}`, name, to: paths.gatedContent(download.slug) })]
      : [];
  });

const autoItems = (source: string | null | undefined, sources: AutoItemSources): MenuEntry[] => {
  if (source === 'landing-pages') {
    return sources.landingPages.map((page) =>
      entry({
        id: `landing-${page.slug}`,
        name: page.navigationTitle,
        to: paths.landingPage(page.slug, page.path),
        icon: page.icon ?? null,
      }),
    );
  }
  if (source === 'downloads') return menuDownloads(sources.downloads);
  return [];
};

const toEntry = (item: CmsMenuItem, sources: AutoItemSources): MenuEntry =>
  entry({
    id: item.contentful_id,
    name: item.name,
    to: item.to ?? item.href ?? null,
    icon: item.icon ?? null,
    alt: item.alt ?? null,
    featured: item.featured ?? false,
    small: item.small ?? false,
    noDivider: item.noDivider ?? false,
    ...(item.tracked ? { tracked: true as const } : {}),
    hideOnFooter: item.hideOnFooter ?? false,
    footerGroup: item.footerGroup ?? null,
    items: [
      ...(item.items ?? []).map((child) => toEntry(child, sources)),
      ...autoItems(item.autoItems, sources),
    ],
    submenus: (item.submenus ?? []).map((child) => toEntry(child, sources)),
  });

export const buildMenu = (items: readonly CmsMenuItem[], sources: AutoItemSources): MenuEntry[] =>
  items.map((item) => toEntry(item, sources));

export const splitIntoColumns = <T>(items: readonly T[]): T[][] => {
  if (items.length < TWO_COLUMN_MIN_ITEMS) return [[...items]];
  const first = Math.max(FIRST_COLUMN_MIN_ITEMS, Math.ceil(items.length / 2));
  return [items.slice(0, first), items.slice(first)];
};

export const hasPanel = (entry: MenuEntry): boolean =>
  entry.items.length > 0 || entry.submenus.length > 0;

export const footerMenu = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries
    .filter((item) => !item.hideOnFooter)
    .map((item) => ({
      ...item,
      items: footerMenu(item.items),
      submenus: footerMenu(item.submenus),
    }));

export const linksOf = (item: MenuEntry): MenuEntry[] => [
  ...item.items.flatMap((child) => (child.to ? [child] : [])),
  ...item.items.flatMap((child) => (child.to ? [] : child.items)),
  ...item.submenus.flatMap((submenu) => linksOf(submenu)),
];
