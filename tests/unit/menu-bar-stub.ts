/**
 * What the header imports as `@build/menu-bar` in component tests: no entries, like the menus'
 * stub (./site-menus-stub.ts).
 */
import type { MenuBarEntry } from '../../src/components/layout/menu-model';

const menuBar: MenuBarEntry[] = [];

export default menuBar;
