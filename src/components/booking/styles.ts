/** Styles shared by the booking steps. */
import { css } from '@emotion/react';
import { colors, fontSizes, radii, space } from '../../styles/tokens';

/** A choice (day or time): a native radio inside a pill-shaped label. */
export const choiceStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 44px;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${colors.inkSoft};
  border-radius: ${radii.pill};
  background: ${colors.white};
  color: ${colors.ink};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${colors.teal};
    box-shadow: inset 0 0 0 1px ${colors.teal};
    background: ${colors.sandLight};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
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

/** A secondary button (Back, Try again, Close). */
export const plainButtonStyle = css`
  min-height: 48px;
  padding: ${space(3)} ${space(6)};
  font: inherit;
  font-weight: 600;
  color: ${colors.teal};
  background: transparent;
  border: 2px solid ${colors.teal};
  border-radius: ${radii.pill};
  cursor: pointer;
  &:hover {
    background: ${colors.teal};
    color: ${colors.white};
  }
`;

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
