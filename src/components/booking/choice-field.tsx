import { useFormContext, type FieldValues } from 'react-hook-form';
import { errorStyle } from '../../forms/kit/styles';
import { useField, validateField, type FieldProps } from '../../forms/kit/use-field';
import { choiceListStyle, choiceStyle, legendStyle } from './styles';

export interface Choice {
  value: string;
  label: string;
}

/** Native radios, so arrow keys move within the group and Tab leaves it. */
export const ChoiceField = <TValues extends FieldValues>({
  options,
  ...props
}: FieldProps<TValues> & { options: readonly Choice[] }) => {
  const { register } = useFormContext<TValues>();
  const field = useField(props);
  const control = register(props.name, { validate: validateField(props.required) });
  return (
    <fieldset
      aria-describedby={field.message ? field.errorId : undefined}
      css={{ border: 'none', margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend css={legendStyle}>{field.label}</legend>
      <ul css={choiceListStyle}>
        {options.map((option, index) => (
          <li key={option.value}>
            <label css={choiceStyle}>
              <input
                type="radio"
                value={option.value}
                id={index === 0 ? field.id : undefined}
                {...control}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      <p id={field.errorId} css={errorStyle}>
        {field.message}
      </p>
    </fieldset>
  );
};
