/**
 * What every field of the kit shares: ids derived from the form's, registration with the
 * form (for the error summary and focus), its error message, the ARIA attributes that tie
 * the control to its label, hint and message, and its rules ("required" first).
 */
import { useEffect } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { firstFailure, rules as formRules, type Rule } from './rules';
import { useFormKitContext } from './form-context';

/** What a page says about any field. */
interface FieldBasics {
  name: string;
  /** Visible label; also names the field in the error summary. */
  label: string;
  /** A short help text under the label. */
  hint?: string;
  required?: boolean;
}

/** The props every field takes; `name` is checked against the form's values. */
export interface FieldProps<TValues extends FieldValues = FieldValues> extends FieldBasics {
  name: Path<TValues>;
}

export interface FieldState extends FieldBasics {
  id: string;
  hintId: string | undefined;
  errorId: string;
  /** The message to show, when the field is invalid. */
  message: string | undefined;
  /** Attributes for the control (input, select, textarea or the phone number box). */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': boolean;
    'aria-required': true | undefined;
    /** The browser's own check, for a visitor whose page has no JavaScript (form.tsx). */
    required: boolean | undefined;
  };
}

/** The message of a field's error in react-hook-form's errors, when there is one. */
export const errorMessage = (errors: FieldErrors, name: string): string | undefined => {
  const error: unknown = get(errors, name);
  return error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined;
};

/** One validate function: "required" first when the field is, then its own rules in order. */
export const validateField = (required: boolean | undefined, rules: readonly Rule[] = []) =>
  firstFailure(required ? [formRules.isRequired, ...rules] : rules);

export const useField = (props: FieldBasics): FieldState => {
  const { name, label, hint, required } = props;
  const { formId, registerField } = useFormKitContext();
  const id = `${formId}-${name}`;
  useEffect(() => registerField({ name, label, id }), [registerField, name, label, id]);
  const { errors } = useFormState({ name });
  const message = errorMessage(errors, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, message ? errorId : undefined].filter(Boolean).join(' ');
  return {
    ...props,
    id,
    hintId,
    errorId,
    message,
    controlProps: {
      id,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': message !== undefined,
      'aria-required': required ? true : undefined,
      required: required ? true : undefined,
    },
  };
};

/** A field whose control registers with react-hook-form directly (all but the phone). */
export const useRegisteredField = <TValues extends FieldValues>(
  props: FieldProps<TValues>,
  rules?: readonly Rule[],
): FieldState & { control: FieldState['controlProps'] & UseFormRegisterReturn } => {
  const { register } = useFormContext<TValues>();
  const field = useField(props);
  return {
    ...field,
    control: {
      ...field.controlProps,
      ...register(props.name, { validate: validateField(props.required, rules) }),
    },
  };
};
