/** Modules a build writes for the bundle, imported by an alias (gatsby/webpack-config.ts). */

declare module '@build/site-menus' {
  /** The header's menu and the footer's columns (gatsby/site-menus.ts). */
  const siteMenus: import('./components/layout/menu-model').SiteMenus;
  export default siteMenus;
}
