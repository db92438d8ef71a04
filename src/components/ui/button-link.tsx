import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { borderWidths, colors, radii, sizes, space } from '../../styles/tokens';
import { SmartLink, type SmartLinkProps } from './smart-link';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${sizes.control};
  padding: ${space(3)} ${space(6)};
  border-radius: ${radii.pill};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  border: ${borderWidths.thick} solid transparent;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
`;

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.coralDark};
    color: ${colors.white};
    &:hover {
      background: #a93226;
    }
  `,
  secondary: css`
    background: transparent;
    color: ${colors.teal};
    border-color: ${colors.teal};
    &:hover {
      background: ${colors.teal};
      color: ${colors.white};
    }
  `,
  inverse: css`
    background: ${colors.white};
    color: ${colors.tealDark};
    &:hover {
      background: ${colors.sand};
    }
  `,
};

/** The button look, for a real <button> (an action on this page) as for a ButtonLink. */
export const buttonStyles = (variant: ButtonVariant = 'primary') => [base, variants[variant]];

/**
 * A link that looks like a button: calls to action go somewhere, so they are links. Other link
 * attributes and handlers pass through (the booking link opens its dialog on click); data-button
 * lets analytics count it as a button click (src/services/analytics/button-clicks.ts).
 */
export const ButtonLink = ({
  to,
  children,
  variant = 'primary',
  className,
  ...rest
}: {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
} & Omit<SmartLinkProps, 'to' | 'children' | 'className'>) => (
  <SmartLink to={to} css={buttonStyles(variant)} className={className} data-button="" {...rest}>
    {children}
  </SmartLink>
);
