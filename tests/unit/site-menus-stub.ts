/**
 * What the layout imports as `@build/site-menus` in component tests: no menus. A build writes
 * the real ones (gatsby/site-menus.ts); their rules are tested on the menu model.
 */
import type { SiteMenus } from '../../src/components/layout/menu-model';

const siteMenus: SiteMenus = { header: [], footer: [] };

export default siteMenus;
