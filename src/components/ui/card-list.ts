import { mq, space } from '../../styles/tokens';

export const CARD_LIST_GAP = space(6);

export const cardListStyle = {
  listStyle: 'none',
  padding: 0,
  margin: `${space(8)} 0 0`,
  display: 'grid',
  gap: CARD_LIST_GAP,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
} as const;
