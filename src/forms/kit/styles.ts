/** Styles shared by the form kit. */
import { css } from '@emotion/react';
import { borderWidths, colors, fonts, fontSizes, radii, sizes, space } from '../../styles/tokens';

/** Hints and error messages: one step below body text. */
const SMALL_TEXT = fontSizes.sm;
/** One line of small text: the room an error message always keeps (no layout shift). */
const SMALL_LINE = '1.25rem';

export const fieldStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  margin-bottom: ${space(3)};
  font-family: ${fonts.body};
`;

export const labelStyle = css`
  font-weight: 600;
  color: ${colors.ink};
`;

export const hintStyle = css`
  margin: 0;
  font-size: ${SMALL_TEXT};
  line-height: ${SMALL_LINE};
  color: ${colors.inkSoft};
`;

/** Always rendered, so the line is there before any message fills it. */
export const errorStyle = css`
  margin: 0;
  min-height: ${SMALL_LINE};
  font-size: ${SMALL_TEXT};
  line-height: ${SMALL_LINE};
  font-weight: 600;
  color: ${colors.coralDark};
`;

/**
 * Text inputs, selects and text areas. The invalid state changes colour and an inset shadow,
 * never the border width, so nothing moves.
 */
export const controlStyle = css`
  width: 100%;
  min-height: ${sizes.target};
  padding: ${space(2)} ${space(3)};
  font: inherit;
  color: ${colors.ink};
  background: ${colors.white};
  border: ${borderWidths.hairline} solid ${colors.inkSoft};
  border-radius: ${radii.small};
  &[aria-invalid='true'] {
    border-color: ${colors.coralDark};
    box-shadow: inset 0 0 0 ${borderWidths.hairline} ${colors.coralDark};
  }
  &::placeholder {
    color: ${colors.inkSoft};
  }
`;

export const requiredMarkStyle = css`
  color: ${colors.coralDark};
`;
