import { useEffect, useRef, type ChangeEvent, type Ref } from 'react';
import type { PhoneCountry } from './phone-countries';
import {
  hasOnlyValidCharacters,
  positionAfterSignificant,
  significantBefore,
  withoutSignificant,
} from './phone-text';
import type { PhoneSettings } from './phone-number';
import { PHONE_INPUT } from '../config';
import { borderWidths, colors, radii, sizes, space } from '../../styles/tokens';
import { CountryCombobox } from './country-combobox';
import { usePhoneReader, type PhoneReader } from './use-phone-reader';

export interface PhoneInputProps {
  /** Id of the number box (the label's target); the country list's ids derive from it. */
  id: string;
  /** The text in the box. */
  text: string;
  countries: readonly PhoneCountry[];
  /** Mode, country lists, character and pattern options, and the selected country. */
  settings: PhoneSettings;
  /** Format as the visitor types (on by default). */
  autoFormat?: boolean;
  onTextChange: (text: string) => void;
  onCountryChange: (country: PhoneCountry) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: true;
}

const digitsOf = (text: string) => text.replace(/[^0-9]/g, '');

/** A dial code alone ("+44"), which a new country replaces in international mode. */
const isDialCodeOnly = (text: string) => /^\s*(\+\d*)?\s*$/.test(text);

/**
 * The phone input (spec sections 4 and 5): the country list and a tel box named "telephone",
 * at most 25 characters, "Enter a phone number" as placeholder. The view only: the text and
 * the country belong to the caller (PhoneField binds them to the form). Formatting starts when
 * the number reader has loaded (use-phone-reader.ts): a pointer over the input or focus in it
 * fetches it, and text typed before it arrived is formatted then.
 */
export const PhoneInput = ({
  id,
  text,
  countries,
  settings,
  autoFormat = true,
  onTextChange,
  onCountryChange,
  onBlur,
  inputRef,
  name = PHONE_INPUT.name,
  ...aria
}: PhoneInputProps) => {
  const frame = useRef<HTMLDivElement>(null);
  const { country } = settings;
  const [reader, loadReader] = usePhoneReader();

  /** The text as the reader writes it, and the country it belongs to when typed with "+". */
  const read = (typed: string, phone: PhoneReader) => {
    const next = autoFormat ? phone.formatAsTyped(typed, settings) : typed;
    const typedCountry = countries.find(({ iso2 }) => iso2 === phone.countryOfTyped(next, country));
    return { next, typedCountry: typedCountry?.iso2 === country?.iso2 ? undefined : typedCountry };
  };

  // Text typed before the reader arrived is read once it has: the effect runs when `reader`
  // changes, with this render's text and settings.
  const readLate = useRef<() => void>(undefined);
  readLate.current = () => {
    if (!reader || text === '') return;
    const { next, typedCountry } = read(text, reader);
    if (typedCountry) onCountryChange(typedCountry);
    if (next !== text) onTextChange(next);
  };
  useEffect(() => readLate.current?.(), [reader]);

  // Text typed into the server's HTML before the form hydrated (a site form's code comes when
  // the visitor reaches for it): the box shows it, the form's value is still empty. Taken as typed.
  useEffect(() => {
    const typed = (document.getElementById(id) as HTMLInputElement | null)?.value ?? '';
    if (typed === '' || text !== '') return;
    loadReader();
    onTextChange(typed);
    // The first commit only: later, every keystroke goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const selectCountry = (next: PhoneCountry) => {
    onCountryChange(next);
    if (settings.mode === 'international' && isDialCodeOnly(text)) {
      onTextChange(`+${next.dialCode}`);
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let typed = input.value;
    if (settings.validCharactersOnly && !hasOnlyValidCharacters(typed)) {
      input.value = text;
      return;
    }
    let caret = significantBefore(typed, input.selectionStart ?? typed.length);
    const inputType = (event.nativeEvent as InputEvent).inputType;
    // Deleting a space or bracket formatting put there would only bring it back: delete the
    // digit next to it instead, as the visitor meant.
    if (autoFormat && inputType?.startsWith('delete') && digitsOf(typed) === digitsOf(text)) {
      if (inputType === 'deleteContentForward') {
        typed = withoutSignificant(typed, caret + 1);
      } else {
        typed = withoutSignificant(typed, caret);
        caret -= 1;
      }
    }
    if (!reader) {
      loadReader();
      onTextChange(typed);
      return;
    }
    const { next, typedCountry } = read(typed, reader);
    if (next !== input.value) {
      // Written here, with the caret kept after the same digit, so React finds the box
      // up to date and leaves the caret alone.
      input.value = next;
      const position = positionAfterSignificant(next, caret);
      input.setSelectionRange(position, position);
    }
    if (typedCountry) onCountryChange(typedCountry);
    onTextChange(next);
  };

  return (
    <div
      ref={frame}
      onPointerEnter={loadReader}
      onFocus={loadReader}
      css={{
        position: 'relative',
        display: 'flex',
        alignItems: 'stretch',
        minHeight: sizes.target,
        background: colors.white,
        border: `${borderWidths.hairline} solid ${aria['aria-invalid'] ? colors.coralDark : colors.inkSoft}`,
        boxShadow: aria['aria-invalid']
          ? `inset 0 0 0 ${borderWidths.hairline} ${colors.coralDark}`
          : undefined,
        borderRadius: radii.small,
      }}
    >
      <CountryCombobox
        id={`${id}-country`}
        countries={countries}
        selected={country}
        onSelect={selectCountry}
        anchor={frame}
      />
      <input
        id={id}
        ref={inputRef}
        type={PHONE_INPUT.type}
        name={name}
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT.maxLength}
        placeholder={PHONE_INPUT.placeholder}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        {...aria}
        css={{
          flex: 1,
          minWidth: 0,
          padding: `0 ${space(3)}`,
          font: 'inherit',
          color: colors.ink,
          background: 'transparent',
          border: 'none',
          borderRadius: radii.small,
          '&::placeholder': { color: colors.inkSoft },
        }}
      />
    </div>
  );
};
