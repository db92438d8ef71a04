import type { ReactNode } from 'react';
import { BREAKPOINTS } from '../../lib/site-config';
import { colors, mq, space } from '../../styles/tokens';
import { Container } from './container';
import { px, slotSizes } from './image-sizes';
import { MEDIA_SPLIT_GAP } from './media-split';

export type SectionTone = 'plain' | 'sand' | 'teal';

const tones: Record<SectionTone, { background: string; color: string }> = {
  plain: { background: colors.white, color: colors.ink },
  sand: { background: colors.sandLight, color: colors.ink },
  teal: { background: colors.teal, color: colors.white },
};

/** The frame every CMS section sits in: vertical rhythm, tone and an accessible name. */
export const SectionFrame = ({
  children,
  tone = 'plain',
  labelledBy,
}: {
  children: ReactNode;
  tone?: SectionTone;
  labelledBy?: string;
}) => (
  <section
    aria-labelledby={labelledBy}
    css={{
      ...tones[tone],
      paddingBlock: space(12),
      [mq.md]: { paddingBlock: space(20) },
    }}
  >
    <Container>{children}</Container>
  </section>
);

/** A stable element id for a section heading, from the CMS entry id. */
export const headingId = (entryId: string) => `section-${entryId}`;

/** A section's heading and optional introduction, the heading named by `headingId`. */
export const SectionHeading = ({
  id,
  heading,
  intro,
}: {
  id: string;
  heading: string;
  intro?: string | null;
}) => (
  <>
    <h2 id={id}>{heading}</h2>
    {intro && <p css={{ color: colors.inkSoft, maxWidth: '60ch' }}>{intro}</p>}
  </>
);

const CARD_LIST_GAP = space(6);

/** A list of cards under a section heading: one column, two from sm, three from lg. */
export const cardListStyle = {
  listStyle: 'none',
  padding: 0,
  margin: `${space(8)} 0 0`,
  display: 'grid',
  gap: CARD_LIST_GAP,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
} as const;

/** `sizes` of a picture as wide as a card of `cardListStyle`. */
export const cardListImageSizes = slotSizes([
  { from: 0, share: 1, gaps: 0 },
  { from: BREAKPOINTS.sm, share: 1 / 2, gaps: px(CARD_LIST_GAP) },
  { from: BREAKPOINTS.lg, share: 1 / 3, gaps: 2 * px(CARD_LIST_GAP) },
]);

/**
 * `sizes` of the picture of `mediaSplit`: 5 parts of 12 from md up; below md the whole column,
 * or nothing where the picture is hidden on small screens.
 */
export const mediaSplitImageSizes = (belowMd: 'column' | 'hidden') =>
  slotSizes([
    { from: 0, share: belowMd === 'column' ? 1 : 0, gaps: 0 },
    { from: BREAKPOINTS.md, share: 5 / 12, gaps: px(MEDIA_SPLIT_GAP) },
  ]);
