import {
  useCallback,
  useId,
  useMemo,
  useState,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  get,
  useForm,
  type FieldErrors,
  type FieldValues,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useMounted } from '../../hooks/use-mounted';
import { ErrorSummary } from './error-summary';
import {
  FormKitContext,
  inDocumentOrder,
  type FormKit,
  type RegisteredField,
} from './form-context';

/**
 * react-hook-form's `useForm` with the kit's settings: fields are checked on submit, then
 * again as they change; focus on a failed submit is the Form's (first invalid field in
 * document order), so react-hook-form's own, in registration order, is off.
 */
export const useKitForm = <TValues extends FieldValues = FieldValues>(
  options: UseFormProps<TValues> = {},
): UseFormReturn<TValues> =>
  useForm<TValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    shouldFocusError: false,
  });

export interface FormProps<TValues extends FieldValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children' | 'noValidate'
> {
  /** From `useKitForm`. */
  form: UseFormReturn<TValues>;
  /** Called with the values once every field is valid. */
  onSubmit: SubmitHandler<TValues>;
  children: ReactNode;
}

/**
 * A form of the kit. Once its code runs, browser validation is off (`noValidate`): the rules run
 * instead, and a submit with errors shows the error summary on top, a message under each invalid
 * field, and moves focus to the first of them. Without JavaScript the browser checks the fields'
 * `required`, so an empty form is not sent.
 */
export const Form = <TValues extends FieldValues>({
  form,
  onSubmit,
  children,
  ...attributes
}: FormProps<TValues>) => {
  const formId = useId();
  const mounted = useMounted();
  const [fields, setFields] = useState<readonly RegisteredField[]>([]);
  const registerField = useCallback((field: RegisteredField) => {
    setFields((current) => [...current.filter(({ name }) => name !== field.name), field]);
    return () => setFields((current) => current.filter((entry) => entry !== field));
  }, []);
  const kit = useMemo<FormKit>(
    () => ({ formId, fields, registerField }),
    [formId, fields, registerField],
  );
  const focusFirstInvalid = (errors: FieldErrors<TValues>) => {
    const [first] = inDocumentOrder(fields.filter(({ name }) => get(errors, name)));
    if (first) document.getElementById(first.id)?.focus();
  };
  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <form
          noValidate={mounted}
          {...attributes}
          onSubmit={(event) => void form.handleSubmit(onSubmit, focusFirstInvalid)(event)}
        >
          <ErrorSummary />
          {children}
        </form>
      </FormKitContext.Provider>
    </FormProvider>
  );
};
