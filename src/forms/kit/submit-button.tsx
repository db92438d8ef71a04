import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { colors, radii, sizes, space } from '../../styles/tokens';

/**
 * The form's submit button. While a submission runs it is marked aria-disabled and ignores
 * clicks, but stays focusable and readable (a disabled button would drop focus).
 */
export const SubmitButton = ({ children }: { children: ReactNode }) => {
  const { isSubmitting } = useFormState();
  return (
    <button
      type="submit"
      aria-disabled={isSubmitting || undefined}
      onClick={(event) => {
        if (isSubmitting) event.preventDefault();
      }}
      css={{
        minHeight: sizes.control,
        padding: `${space(3)} ${space(6)}`,
        font: 'inherit',
        fontWeight: 600,
        color: colors.white,
        background: colors.coralDark,
        border: 'none',
        borderRadius: radii.pill,
        cursor: 'pointer',
        '&:hover': { background: colors.ink },
        '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
      }}
    >
      {children}
    </button>
  );
};
