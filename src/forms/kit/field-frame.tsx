import type { ReactNode } from 'react';
import { space } from '../../styles/tokens';
import { errorStyle, fieldStyle, hintStyle, labelStyle, requiredMarkStyle } from './styles';
import type { FieldState } from './use-field';

/**
 * The frame of a field: visible label, optional hint, the control, and the line for its
 * message, which is always there so a message appearing moves nothing. A checkbox puts its
 * label after the box (`inline`).
 */
export const FieldFrame = ({
  field,
  inline = false,
  children,
}: {
  field: FieldState;
  inline?: boolean;
  children: ReactNode;
}) => {
  const label = (
    <label htmlFor={field.id} css={labelStyle}>
      {field.label}
      {field.required && (
        <span aria-hidden="true" css={requiredMarkStyle}>
          {' *'}
        </span>
      )}
    </label>
  );
  return (
    <div css={fieldStyle}>
      {inline ? (
        <div css={{ display: 'flex', alignItems: 'flex-start', gap: space(2) }}>
          {children}
          {label}
        </div>
      ) : (
        label
      )}
      {field.hint && (
        <p id={field.hintId} css={hintStyle}>
          {field.hint}
        </p>
      )}
      {!inline && children}
      <p id={field.errorId} css={errorStyle}>
        {field.message}
      </p>
    </div>
  );
};
