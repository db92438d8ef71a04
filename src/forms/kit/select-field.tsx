import type { FieldValues } from 'react-hook-form';
import type { Rule } from './rules';
import { FORM_TEXTS } from '../config';
import { FieldFrame } from './field-frame';
import { controlStyle } from './styles';
import { useRegisteredField, type FieldProps } from './use-field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select: keyboard, screen readers and mobile pickers work as visitors know them.
 * The first option is an empty placeholder, which "required" rejects.
 */
export const SelectField = <TValues extends FieldValues = FieldValues>({
  options,
  rules,
  placeholder = FORM_TEXTS.selectPlaceholder,
  autoComplete,
  ...props
}: FieldProps<TValues> & {
  options: readonly SelectOption[];
  rules?: readonly Rule[];
  placeholder?: string;
  autoComplete?: string;
}) => {
  const field = useRegisteredField(props, rules);
  return (
    <FieldFrame field={field}>
      <select autoComplete={autoComplete} {...field.control} css={controlStyle}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};
