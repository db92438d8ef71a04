/** Defined by the build (gatsby/webpack-config.ts) and jest.setup.js, keeping the table out. */
import type { SlotSizesTable } from './slot-sizes-table';

declare global {
  // A `var` because the Jest setup assigns it on globalThis.
  var __IMAGE_SLOT_SIZES__: SlotSizesTable;
}

export const SLOT_SIZES: SlotSizesTable = __IMAGE_SLOT_SIZES__;
