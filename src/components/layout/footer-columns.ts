import { FOOTER_COLUMNS } from '../../lib/site-config';
import { footerMenu, hasPanel, linksOf, type MenuEntry } from './menu-model';

export interface FooterColumn {
  title: string;
  links: MenuEntry[];
}

/** A page linked from several places is listed once, legal links in the legal column. */
export const footerColumns = (
  header: readonly MenuEntry[],
  legal: readonly MenuEntry[],
): FooterColumn[] => {
  const visible = footerMenu(header);
  const legalItems = footerMenu(legal).map((item) => ({
    ...item,
    footerGroup: item.footerGroup ?? 'legal',
  }));
  const all = [...visible, ...legalItems];
  const linksIn = (item: MenuEntry) => (hasPanel(item) ? linksOf(item) : item.to ? [item] : []);
  const grouped = FOOTER_COLUMNS.map(({ group, title }) => ({
    title,
    links: all.filter((item) => item.footerGroup === group).flatMap(linksIn),
  }));
  const ungrouped = all
    .filter((item) => !FOOTER_COLUMNS.some(({ group }) => group === item.footerGroup))
    .map((item) => ({ title: item.name, links: linksIn(item) }));
  const listed = new Set<string | null>();
  const once = (link: MenuEntry) => {
    if (listed.has(link.to)) return false;
    listed.add(link.to);
    return true;
  };
  // The legal column keeps its links: it is where visitors look for them.
  const columns = [...grouped, ...ungrouped];
  const legalColumn = grouped[FOOTER_COLUMNS.findIndex(({ group }) => group === 'legal')];
  const kept = new Map<FooterColumn, MenuEntry[]>();
  for (const column of legalColumn ? [legalColumn, ...columns] : columns) {
    if (!kept.has(column)) kept.set(column, column.links.filter(once));
  }
  return columns
    .map((column) => ({ ...column, links: kept.get(column) ?? [] }))
    .filter((column) => column.links.length > 0);
};
