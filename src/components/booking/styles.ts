/** Styles shared by the booking steps. */
import { css } from '@emotion/react';
import {
  borderWidths,
  colors,
  focusOutline,
  fontSizes,
  radii,
  sizes,
  space,
} from '../../styles/tokens';
import { buttonStyles } from '../ui/button-link';

/** A choice (day or time): a native radio inside a pill-shaped label. */
export const choiceStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: ${sizes.target};
  padding: ${space(2)} ${space(3)};
  border: ${borderWidths.hairline} solid ${colors.inkSoft};
  border-radius: ${radii.pill};
  background: ${colors.white};
  color: ${colors.ink};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${colors.teal};
    box-shadow: inset 0 0 0 ${borderWidths.hairline} ${colors.teal};
    background: ${colors.sandLight};
  }
  &:has(input:focus-visible) {
    outline: ${focusOutline};
    outline-offset: ${borderWidths.thick};
  }
`;

export const choiceListStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin: 0 0 ${space(3)};
  padding: 0;
  list-style: none;
`;

export const legendStyle = css`
  margin-bottom: ${space(3)};
  font-weight: 600;
  color: ${colors.ink};
`;

export const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(4)};
`;

/** A secondary button (Back, Try again, Done). */
export const plainButtonStyle = buttonStyles('secondary');

export const noticeStyle = css`
  margin: ${space(4)} 0;
  font-size: ${fontSizes.lg};
  color: ${colors.ink};
`;

export const stepCounterStyle = css`
  margin: 0 0 ${space(1)};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;
