import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, measures, mq, space } from '../../styles/tokens';
import { Container } from './container';

export type SectionTone = 'plain' | 'sand' | 'teal';

const tones: Record<SectionTone, { background: string; color: string }> = {
  plain: { background: colors.white, color: colors.ink },
  sand: { background: colors.sandLight, color: colors.ink },
  teal: { background: colors.teal, color: colors.white },
};

/**
 * A full-width band in a tone: `rhythm` is its vertical padding in spacing steps, below md and
 * from md up. Sections, page headers and page bodies are bands.
 */
export const bandStyle = (tone: SectionTone, [below, fromMd]: readonly [number, number]) =>
  ({
    ...tones[tone],
    paddingBlock: space(below),
    [mq.md]: { paddingBlock: space(fromMd) },
  }) as const;

/** How much of the tone covers a backdrop picture: the text keeps the tone's contrast. */
const BACKDROP_VEIL_OPACITY = 0.85;

/**
 * A band's content off the screen skips style, layout and paint until it scrolls near; `auto`
 * keeps its last drawn height. The content's paint is clipped to it: nothing may hang out.
 */
const drawnWhenNear = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' });

const withBackdrop = css({ position: 'relative', isolation: 'isolate', overflow: 'hidden' });
const backdropLayer = css({ position: 'absolute', inset: 0, zIndex: -1 });

/**
 * The frame every CMS section sits in: vertical rhythm, tone and an accessible name; a
 * `backdrop` (a picture filling the band) sits behind the content under a veil of the tone.
 * Given `heading` (and the entry's id), it opens with the section's h2 and its `intro`, which
 * name it; otherwise `labelledBy` names the heading the content brings.
 */
export const SectionFrame = ({
  children,
  tone = 'plain',
  labelledBy,
  heading,
  backdrop,
  overflows = false,
}: {
  children: ReactNode;
  tone?: SectionTone;
  /** Something inside, such as a combobox's list, may hang out of the band. */
  overflows?: boolean;
  labelledBy?: string;
  heading?: { entryId: string; text: string; intro?: string | null };
  backdrop?: ReactNode;
}) => (
  <section
    aria-labelledby={heading ? headingId(heading.entryId) : labelledBy}
    css={[bandStyle(tone, [12, 20]), backdrop ? withBackdrop : undefined]}
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
    <Container css={overflows ? undefined : drawnWhenNear}>
      {heading && (
        <SectionHeading
          id={headingId(heading.entryId)}
          heading={heading.text}
          intro={heading.intro}
        />
      )}
      {children}
    </Container>
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
    {intro && <p css={{ color: colors.inkSoft, maxWidth: measures.intro }}>{intro}</p>}
  </>
);
