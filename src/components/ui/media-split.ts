import { mq, space } from '../../styles/tokens';

export const MEDIA_SPLIT_GAP = space(10);

/** Apart from ./section.tsx, whose picture sizes a page without a picture does not need. */
export const mediaSplit = (withMedia: boolean) =>
  ({
    display: 'grid',
    gap: MEDIA_SPLIT_GAP,
    alignItems: 'center',
    [mq.md]: { gridTemplateColumns: withMedia ? '7fr 5fr' : '1fr' },
  }) as const;
