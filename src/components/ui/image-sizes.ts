/** `sizes` from a picture's slot in the layout, so a phone does not fetch the largest file. */
import { layout } from '../../styles/tokens';

export const px = (value: string) => Number.parseFloat(value);

const PAGE = px(layout.maxWidth);
const GUTTERS = 2 * px(layout.gutter);
const CONTENT = PAGE - GUTTERS;

export interface Slot {
  from: number;
  /** 0 for a hidden picture. */
  share: number;
  gaps: number;
}

const round = (value: number) => Number(value.toFixed(4));

const fluidWidth = ({ share, gaps }: Slot): string => {
  // A hidden eager picture still loads: let it pick the smallest file.
  if (share === 0) return '1px';
  const inner = `100vw - ${GUTTERS + gaps}px`;
  return share === 1 ? `calc(${inner})` : `calc((${inner}) * ${round(share)})`;
};

export const slotSizes = (slots: readonly Slot[]): string => {
  const widestFirst = [...slots].sort((a, b) => b.from - a.from);
  const widest = widestFirst[0];
  if (!widest) throw new Error('slotSizes needs at least one slot');
  const atPageWidth = Math.ceil((CONTENT - widest.gaps) * widest.share);
  return [
    `(min-width: ${PAGE}px) ${atPageWidth || 1}px`,
    ...widestFirst.map((slot) =>
      slot.from > 0 ? `(min-width: ${slot.from}px) ${fluidWidth(slot)}` : fluidWidth(slot),
    ),
  ].join(', ');
};

/** For a grid of `repeat(auto-fill, minmax(min(100%, <minColumn>px), 1fr))`. */
export const autoFillSlots = (minColumn: number, gap: number): Slot[] => {
  const slots: Slot[] = [];
  for (let columns = 1; columns * minColumn + (columns - 1) * gap <= CONTENT; columns += 1) {
    const from = columns === 1 ? 0 : columns * (minColumn + gap) - gap + GUTTERS;
    slots.push({ from, share: 1 / columns, gaps: (columns - 1) * gap });
  }
  return slots;
};
