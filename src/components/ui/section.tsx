import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, mq, space } from '../../styles/tokens';
import { Container } from './container';

export type SectionTone = 'plain' | 'sand' | 'teal';

const tones: Record<SectionTone, { background: string; color: string }> = {
  plain: { background: colors.white, color: colors.ink },
  sand: { background: colors.sandLight, color: colors.ink },
  teal: { background: colors.teal, color: colors.white },
};

/** How much of the tone covers a backdrop picture: the text keeps the tone's contrast. */
const BACKDROP_VEIL_OPACITY = 0.85;

const withBackdrop = css({ position: 'relative', isolation: 'isolate', overflow: 'hidden' });
const backdropLayer = css({ position: 'absolute', inset: 0, zIndex: -1 });

/**
 * The frame every CMS section sits in: vertical rhythm, tone and an accessible name; a
 * `backdrop` (a picture filling the band) sits behind the content under a veil of the tone.
 */
export const SectionFrame = ({
  children,
  tone = 'plain',
  labelledBy,
  backdrop,
}: {
  children: ReactNode;
  tone?: SectionTone;
  labelledBy?: string;
  backdrop?: ReactNode;
}) => (
  <section
    aria-labelledby={labelledBy}
    css={[
      {
        ...tones[tone],
        paddingBlock: space(12),
        [mq.md]: { paddingBlock: space(20) },
      },
      backdrop ? withBackdrop : undefined,
    ]}
  >
    {backdrop && (
      <div css={backdropLayer}>
        {backdrop}
        <div
          css={{
            position: 'absolute',
            inset: 0,
            background: tones[tone].background,
            opacity: BACKDROP_VEIL_OPACITY,
          }}
        />
      </div>
    )}
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
