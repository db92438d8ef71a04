import type { ReactNode } from 'react';
import { colors, radii, shadows, space } from '../../styles/tokens';

/** The card look: a white, rounded surface on a soft shadow, `raised` for one that stands out. */
export const cardStyle = ({ raised = false, padded = false } = {}) =>
  ({
    background: colors.white,
    borderRadius: radii.medium,
    boxShadow: raised ? shadows.raised : shadows.card,
    padding: padded ? space(6) : undefined,
  }) as const;

export type CardElement = 'div' | 'li' | 'article' | 'aside' | 'figure';

/**
 * A card, as the element its content calls for (a list item, an article, a figure). `flush`
 * cards have no padding: a picture runs to their edges (`overflow: hidden` clips its corners).
 */
export const Card = ({
  as: Element = 'div',
  raised = false,
  flush = false,
  labelledBy,
  className,
  children,
}: {
  as?: CardElement;
  raised?: boolean;
  flush?: boolean;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) => (
  <Element
    aria-labelledby={labelledBy}
    className={className}
    css={[{ margin: 0 }, cardStyle({ raised, padded: !flush }), flush && { overflow: 'hidden' }]}
  >
    {children}
  </Element>
);
