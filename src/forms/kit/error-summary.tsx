import { useId, type MouseEvent } from 'react';
import { useFormState } from 'react-hook-form';
import { FORM_MESSAGES } from '../config';
import { borderWidths, colors, fontSizes, radii, space } from '../../styles/tokens';
import { inDocumentOrder, useFormKitContext } from './form-context';
import { errorMessage } from './use-field';

/** Moves to a field: its label into view (the question, not only the box), then focus. */
const goToField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  const label = 'labels' in control ? (control as HTMLInputElement).labels?.[0] : undefined;
  label?.scrollIntoView?.();
  control.focus({ preventScroll: Boolean(label) });
};

/**
 * The summary at the top of a form after a submit with errors (GOV.UK's error summary
 * pattern): "The form has not been fully completed", then a link to each invalid field with
 * its label and message. It is an alert, so screen readers announce it while focus goes to
 * the first invalid field; it updates as fields are corrected and goes when none is left.
 */
export const ErrorSummary = () => {
  const titleId = useId();
  const { fields } = useFormKitContext();
  const { errors, submitCount } = useFormState();
  if (submitCount === 0) return null;
  const invalid = inDocumentOrder(fields).flatMap((field) => {
    const message = errorMessage(errors, field.name);
    return message === undefined ? [] : [{ ...field, message }];
  });
  if (invalid.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      css={{
        marginBottom: space(6),
        padding: space(4),
        border: `${borderWidths.heavy} solid ${colors.coralDark}`,
        borderRadius: radii.small,
        background: colors.white,
      }}
    >
      <h2 id={titleId} css={{ fontSize: fontSizes.xl, marginBottom: space(3) }}>
        {FORM_MESSAGES.incompleteForm}
      </h2>
      <ul css={{ margin: 0, paddingLeft: space(5) }}>
        {invalid.map((field) => (
          <li key={field.name}>
            <a
              href={`#${field.id}`}
              onClick={(event) => goToField(event, field.id)}
              css={{ color: colors.coralDark, fontWeight: 600 }}
            >
              {field.label}: {field.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
};
