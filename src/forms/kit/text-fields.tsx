import type { FieldValues } from 'react-hook-form';
import { rules as formRules, type Rule } from './rules';
import { FieldFrame } from './field-frame';
import { controlStyle } from './styles';
import { useRegisteredField, type FieldProps } from './use-field';

export interface TextFieldProps<
  TValues extends FieldValues = FieldValues,
> extends FieldProps<TValues> {
  /** Rules after "required", in order; the first failing one's message shows. */
  rules?: readonly Rule[];
  type?: 'text' | 'email' | 'url' | 'search';
  autoComplete?: string;
  placeholder?: string;
}

/** A one-line text field. */
export const TextField = <TValues extends FieldValues = FieldValues>({
  rules,
  type = 'text',
  autoComplete,
  placeholder,
  ...props
}: TextFieldProps<TValues>) => {
  const field = useRegisteredField(props, rules);
  return (
    <FieldFrame field={field}>
      <input
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...field.control}
        css={controlStyle}
      />
    </FieldFrame>
  );
};

/**
 * An e-mail field: "Invalid mail" for what is no address; with `workEmail`, also "We
 * recommend using your work email" for free consumer providers.
 */
export const EmailField = <TValues extends FieldValues = FieldValues>({
  workEmail = false,
  rules = [],
  ...props
}: Omit<TextFieldProps<TValues>, 'type'> & { workEmail?: boolean }) => (
  <TextField<TValues>
    type="email"
    autoComplete="email"
    rules={[formRules.invalidMail, ...(workEmail ? [formRules.isPersonMail] : []), ...rules]}
    {...props}
  />
);

/** A website field: "Invalid url" for what is no address; the scheme is optional. */
export const UrlField = <TValues extends FieldValues = FieldValues>({
  rules = [],
  ...props
}: Omit<TextFieldProps<TValues>, 'type'>) => (
  <TextField<TValues>
    type="url"
    autoComplete="url"
    rules={[formRules.invalidUrl, ...rules]}
    {...props}
  />
);

/** A multi-line text field. */
export const TextAreaField = <TValues extends FieldValues = FieldValues>({
  rules,
  rows = 5,
  placeholder,
  ...props
}: Omit<TextFieldProps<TValues>, 'type' | 'autoComplete'> & { rows?: number }) => {
  const field = useRegisteredField(props, rules);
  return (
    <FieldFrame field={field}>
      <textarea
        rows={rows}
        placeholder={placeholder}
        {...field.control}
        css={[controlStyle, { resize: 'vertical' }]}
      />
    </FieldFrame>
  );
};
