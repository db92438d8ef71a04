/** Modules a build writes for the bundle, imported by an alias (gatsby/webpack-config.ts). */

declare module '@build/site-menus' {
  /** The header's menu and the footer's columns (gatsby/site-menus.ts). */
  const siteMenus: import('./components/layout/menu-model').SiteMenus;
  export default siteMenus;
}

declare module '@build/menu-bar' {
  /** The header's top row (gatsby/site-menus.ts). */
  const menuBar: import('./components/layout/menu-model').MenuBarEntry[];
  export default menuBar;
}

declare module '@build/section-sets' {
  /**
   * Fetches the chunk of the section set with this key (gatsby/section-sets.ts); undefined when
   * the build made no such set.
   */
  const loadSectionSet: (
    key: string,
  ) => Promise<import('./sections/registry').SectionComponents> | undefined;
  export default loadSectionSet;
}
