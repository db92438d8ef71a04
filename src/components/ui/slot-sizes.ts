/**
 * The `sizes` attribute of each kind of picture slot (./slot-sizes-table.ts). The build works the
 * table out once and writes it into the bundle as __IMAGE_SLOT_SIZES__ (gatsby/webpack-config.ts),
 * so the table's code stays out; the Jest setup defines it the same way (jest.setup.js).
 */
import type { SlotSizesTable } from './slot-sizes-table';

declare global {
  // A `var`: the Jest setup assigns it as a property of globalThis.
  var __IMAGE_SLOT_SIZES__: SlotSizesTable;
}

export const SLOT_SIZES: SlotSizesTable = __IMAGE_SLOT_SIZES__;
