import type { ReactNode } from 'react';
import { colors, fontSizes, letterSpacings } from '../../styles/tokens';

/** Small upper-case lettering: eyebrows over headlines, names of menu groups. */
export const capsStyle = {
  fontSize: fontSizes.xs,
  textTransform: 'uppercase',
  letterSpacing: letterSpacings.caps,
} as const;

/** The short line over a page's headline that says what kind of page it is. */
export const Eyebrow = ({ children }: { children: ReactNode }) => (
  <p
    css={{
      ...capsStyle,
      letterSpacing: letterSpacings.wideCaps,
      fontWeight: 700,
      color: colors.coralDark,
    }}
  >
    {children}
  </p>
);
