/** Run at build time (gatsby/webpack-config.ts) so the browser gets strings, not the arithmetic. */
import { BREAKPOINTS } from '../../lib/site-config';
import { CARD_GAP, CARD_MIN_WIDTH } from '../blog/list-styles';
import { CARD_LIST_GAP } from './card-list';
import { autoFillSlots, px, slotSizes } from './image-sizes';
import { MEDIA_SPLIT_GAP } from './media-split';

export const slotSizesTable = () => ({
  contentWidth: slotSizes([{ from: 0, share: 1, gaps: 0 }]),
  cardGrid: slotSizes(autoFillSlots(CARD_MIN_WIDTH, px(CARD_GAP))),
  cardList: slotSizes([
    { from: 0, share: 1, gaps: 0 },
    { from: BREAKPOINTS.sm, share: 1 / 2, gaps: px(CARD_LIST_GAP) },
    { from: BREAKPOINTS.lg, share: 1 / 3, gaps: 2 * px(CARD_LIST_GAP) },
  ]),
  mediaSplitColumn: slotSizes([
    { from: 0, share: 1, gaps: 0 },
    { from: BREAKPOINTS.md, share: 5 / 12, gaps: px(MEDIA_SPLIT_GAP) },
  ]),
  mediaSplitHidden: slotSizes([
    { from: 0, share: 0, gaps: 0 },
    { from: BREAKPOINTS.md, share: 5 / 12, gaps: px(MEDIA_SPLIT_GAP) },
  ]),
});

export type SlotSizesTable = ReturnType<typeof slotSizesTable>;
