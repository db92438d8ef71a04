import type { FieldValues } from 'react-hook-form';
import { colors, space } from '../../styles/tokens';
import { FieldFrame } from './field-frame';
import { useRegisteredField, type FieldProps } from './use-field';

/** A single checkbox (a consent, an opt-in); "required" means it must be ticked. */
export const CheckboxField = <TValues extends FieldValues = FieldValues>(
  props: FieldProps<TValues>,
) => {
  const field = useRegisteredField(props);
  return (
    <FieldFrame field={field} inline>
      <input
        type="checkbox"
        {...field.control}
        css={{
          flex: 'none',
          width: space(5),
          height: space(5),
          margin: `${space(1)} 0 0`,
          accentColor: colors.teal,
          '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${colors.coralDark}` },
        }}
      />
    </FieldFrame>
  );
};
