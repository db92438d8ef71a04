/**
 * The `sizes` attribute of each kind of picture slot (./slot-sizes-table.ts). In a bundle the
 * build has written the table as IMAGE_SLOT_SIZES (gatsby/webpack-config.ts), and webpack folds
 * the test and leaves the table's code out; without one (Jest) the table is worked out here.
 */
import type { SlotSizesTable } from './slot-sizes-table';

export const SLOT_SIZES: SlotSizesTable =
  typeof process.env.IMAGE_SLOT_SIZES === 'string'
    ? (JSON.parse(process.env.IMAGE_SLOT_SIZES) as SlotSizesTable)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./slot-sizes-table') as typeof import('./slot-sizes-table')).slotSizesTable();
