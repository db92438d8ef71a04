import { space } from '../../styles/tokens';

export const CARD_MIN_WIDTH = 300;
export const CARD_GAP = space(6);

export const cardGrid = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: CARD_GAP,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}px), 1fr))`,
} as const;

/** Only the first card's picture is fetched first: the largest paint on any screen width. */
export const isAboveTheFoldCard = (index: number) => index === 0;

export const wrappingRow = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
} as const;
