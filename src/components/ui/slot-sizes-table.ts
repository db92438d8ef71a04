/**
 * Every `sizes` attribute the site's pictures take, worked out from their slots in the layout
 * (./image-sizes.ts). The build runs this once and writes the answer into the bundle
 * (./slot-sizes.ts, gatsby/webpack-config.ts), so the browser gets the strings, not the
 * arithmetic that makes them.
 */
import { BREAKPOINTS } from '../../lib/site-config';
import { CARD_GAP, CARD_MIN_WIDTH } from '../blog/list-styles';
import { CARD_LIST_GAP } from './card-list';
import { autoFillSlots, px, slotSizes } from './image-sizes';
import { MEDIA_SPLIT_GAP } from './media-split';

export const slotSizesTable = () => ({
  /** The whole content column (an article's picture). */
  contentWidth: slotSizes([{ from: 0, share: 1, gaps: 0 }]),
  /** A card of the blog's grid (`cardGrid`, ../blog/list-styles.ts). */
  cardGrid: slotSizes(autoFillSlots(CARD_MIN_WIDTH, px(CARD_GAP))),
  /** A card of a section's list (`cardListStyle`, ./card-list.ts). */
  cardList: slotSizes([
    { from: 0, share: 1, gaps: 0 },
    { from: BREAKPOINTS.sm, share: 1 / 2, gaps: px(CARD_LIST_GAP) },
    { from: BREAKPOINTS.lg, share: 1 / 3, gaps: 2 * px(CARD_LIST_GAP) },
  ]),
  /** The picture of `mediaSplit` (./media-split.ts): 5 parts of 12 from md up, the column below. */
  mediaSplitColumn: slotSizes([
    { from: 0, share: 1, gaps: 0 },
    { from: BREAKPOINTS.md, share: 5 / 12, gaps: px(MEDIA_SPLIT_GAP) },
  ]),
  /** The same picture where it is hidden below md. */
  mediaSplitHidden: slotSizes([
    { from: 0, share: 0, gaps: 0 },
    { from: BREAKPOINTS.md, share: 5 / 12, gaps: px(MEDIA_SPLIT_GAP) },
  ]),
});

export type SlotSizesTable = ReturnType<typeof slotSizesTable>;
