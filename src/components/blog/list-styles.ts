import { space } from '../../styles/tokens';

/** A list shown as a grid of cards: as many 300 px columns as fit, one on a phone. */
export const cardGrid = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: space(6),
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

/** A list shown as a row of small items that wraps: page links, tags. */
export const wrappingRow = {
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space(2),
} as const;
