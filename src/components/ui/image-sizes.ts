/**
 * The `sizes` attribute of a picture from the width of its slot in the layout, so a phone picks
 * the file its screen needs, not the largest one. Widths follow the Container (content at most
 * `layout.maxWidth` less the side gutters).
 */
import { layout } from '../../styles/tokens';

/** The number of a CSS length in px (`space(6)` is "24px"). */
export const px = (value: string) => Number.parseFloat(value);

const PAGE = px(layout.maxWidth);
const GUTTERS = 2 * px(layout.gutter);
const CONTENT = PAGE - GUTTERS;

/** From a viewport width up (`from`), the slot is this share of the content width less its row's gaps. */
export interface Slot {
  /** Viewport width in CSS px from which the slot has this width; 0 for the smallest screens. */
  from: number;
  /** The slot's part of the row, after gaps: 1 for the whole row, 0 for a hidden picture. */
  share: number;
  /** The gaps of the row, in CSS px. */
  gaps: number;
}

const round = (value: number) => Number(value.toFixed(4));

const fluidWidth = ({ share, gaps }: Slot): string => {
  // A picture that is not shown still loads if it is eager: let it pick the smallest file.
  if (share === 0) return '1px';
  const inner = `100vw - ${GUTTERS + gaps}px`;
  return share === 1 ? `calc(${inner})` : `calc((${inner}) * ${round(share)})`;
};

/** `sizes` for a slot whose width changes at the given viewport widths. */
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

/**
 * The slots of a CSS grid `repeat(auto-fill, minmax(min(100%, <minColumn>px), 1fr))`: one more
 * column each time the content is wide enough for it.
 */
export const autoFillSlots = (minColumn: number, gap: number): Slot[] => {
  const slots: Slot[] = [];
  for (let columns = 1; columns * minColumn + (columns - 1) * gap <= CONTENT; columns += 1) {
    const from = columns === 1 ? 0 : columns * (minColumn + gap) - gap + GUTTERS;
    slots.push({ from, share: 1 / columns, gaps: (columns - 1) * gap });
  }
  return slots;
};
