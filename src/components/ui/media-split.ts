import { mq, space } from '../../styles/tokens';

/** The gap between the text and the picture of `mediaSplit`. */
export const MEDIA_SPLIT_GAP = space(10);

/**
 * A page's opening block from md up: text in 7 parts, the picture (if any) in 5; one column
 * below md. The hero and the injected-page layout use it. Apart from the section frame
 * (./section.tsx), whose pictures' sizes a page without a picture does not need.
 */
export const mediaSplit = (withMedia: boolean) =>
  ({
    display: 'grid',
    gap: MEDIA_SPLIT_GAP,
    alignItems: 'center',
    [mq.md]: { gridTemplateColumns: withMedia ? '7fr 5fr' : '1fr' },
  }) as const;
