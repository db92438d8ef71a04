import type { FieldValues } from 'react-hook-form';
import { borderWidths, colors, sizes, space } from '../../styles/tokens';
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
          width: sizes.check,
          height: sizes.check,
          margin: `${space(1)} 0 0`,
          accentColor: colors.teal,
          '&[aria-invalid="true"]': {
            boxShadow: `0 0 0 ${borderWidths.thick} ${colors.coralDark}`,
          },
        }}
      />
    </FieldFrame>
  );
};
