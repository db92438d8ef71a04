import { space } from '../../styles/tokens';

/** The narrowest column of a `cardGrid`, and the gap between its cards. */
export const CARD_MIN_WIDTH = 300;
export const CARD_GAP = space(6);

/** A list shown as a grid of cards: as many 300 px columns as fit, one on a phone. */
export const cardGrid = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: CARD_GAP,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
} as const;

/**
 * Whether the card at `index` of a `cardGrid` that opens a page is above the fold on first load,
 * so its picture is fetched first (`CmsImage`'s `priority`). The first card only: a phone shows
 * one column, and on a wider screen the first card's picture is already the row's largest paint,
 * so the rest of the row loads lazily and leaves the bandwidth to it.
 */
export const isAboveTheFoldCard = (index: number) => index === 0;

/** A list shown as a row of small items that wraps: page links, tags. */
export const wrappingRow = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
} as const;
