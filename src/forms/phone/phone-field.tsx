import { useEffect, useMemo, useRef } from 'react';
import { useController, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { PhoneMode, PhoneRules, PhoneValue } from './phone-number';
import { phoneCountries, type DefaultCountrySource } from './phone-countries';
import { FORM_MESSAGES } from '../config';
import { defaultPhoneCountry } from '../../settings/browser';
import { detectCountry, type CountryDetector } from './country-lookup';
import { reportError } from '../../services/monitoring/report-error';
import { FieldFrame } from '../kit/field-frame';
import { PhoneInput } from './phone-input';
import { useField, validateField, type FieldProps } from '../kit/use-field';
import { usePhoneCountry } from './use-phone-country';
import { loadPhoneReader, usePhoneReader } from './use-phone-reader';

export interface PhoneFieldProps<TValues extends FieldValues = FieldValues>
  extends FieldProps<TValues>, PhoneRules, DefaultCountrySource {
  /** The message when the number is not valid (spec: "the configured invalid message"). */
  invalidMessage?: string;
  /** Default `auto`. */
  mode?: PhoneMode;
  /** Format as the visitor types (on by default). */
  autoFormat?: boolean;
  /** Listed first, in this order; the first is the default when no other is given. */
  preferredCountries?: readonly string[];
  /**
   * Finds the visitor's country, or false for none. Default: the site's (the IP-to-country
   * lookup when configured, else the browser's languages).
   */
  detect?: CountryDetector | false;
  /**
   * The country until detection answers, and when it finds none. Default: the site's
   * (GATSBY_DEFAULT_PHONE_COUNTRY), else none.
   */
  fallbackCountry?: string;
  /**
   * Called with the value object whenever the text or the country changes (from the time the
   * number reader has loaded: a field with this callback fetches it at once).
   */
  onValueChange?: (value: PhoneValue) => void;
}

/**
 * A phone number field: the phone input bound to the form. The form value is the text in the
 * box (what the static form posts too); it is checked with the selected country, so choosing
 * another country checks it again once the form has been submitted.
 */
export const PhoneField = <TValues extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  required,
  invalidMessage = FORM_MESSAGES.invalidPhone,
  mode,
  autoFormat,
  allowedCountries,
  ignoredCountries,
  preferredCountries,
  validCharactersOnly,
  customPattern,
  defaultCountry,
  dialCode,
  detect = detectCountry,
  fallbackCountry = defaultPhoneCountry(),
  onValueChange,
}: PhoneFieldProps<TValues>) => {
  const field = useField({ name, label, hint, required });
  // Lists often come as literals, new on every render: key the list on their content.
  const listKey = JSON.stringify([allowedCountries, ignoredCountries, preferredCountries]);
  const countries = useMemo(() => {
    const [allowed, ignored, preferred] = JSON.parse(listKey) as (string[] | null)[];
    return phoneCountries(
      { allowedCountries: allowed ?? undefined, ignoredCountries: ignored ?? undefined },
      preferred ?? undefined,
    );
  }, [listKey]);
  const [country, chooseCountry] = usePhoneCountry(
    countries,
    { defaultCountry, dialCode },
    detect,
    fallbackCountry,
  );
  const settings = {
    country,
    mode,
    allowedCountries,
    ignoredCountries,
    validCharactersOnly,
    customPattern,
  };
  // The rule reads the settings of the latest render, whenever react-hook-form runs it.
  const current = useRef(settings);
  current.current = settings;
  const checkRequired = validateField(required);
  const validate = async (value: unknown): Promise<true | string> => {
    const first = checkRequired(value);
    if (first !== true || typeof value !== 'string' || value.trim() === '') return first;
    try {
      const { readPhone } = await loadPhoneReader();
      return readPhone(value, current.current).valid ? true : invalidMessage;
    } catch (error) {
      // The reader could not be fetched (offline, or a deploy replaced it): the number goes
      // as typed rather than the form being stuck, and the failure is reported.
      reportError(error);
      return true;
    }
  };

  const { control, trigger } = useFormContext<TValues>();
  const { field: binding } = useController({ name, control, rules: { validate } });
  const text = typeof binding.value === 'string' ? binding.value : '';
  const { isSubmitted } = useFormState({ control, name });

  useEffect(() => {
    if (isSubmitted) void trigger(name);
  }, [country, isSubmitted, trigger, name]);

  const [reader, loadReader] = usePhoneReader();
  const notify = useRef(onValueChange);
  notify.current = onValueChange;
  const wantsValues = onValueChange !== undefined;
  useEffect(() => {
    if (wantsValues) loadReader();
  }, [wantsValues, loadReader]);
  useEffect(() => {
    if (reader) notify.current?.(reader.readPhone(text, current.current));
  }, [reader, text, country]);

  return (
    <FieldFrame field={field}>
      <PhoneInput
        text={text}
        countries={countries}
        settings={settings}
        autoFormat={autoFormat}
        onTextChange={binding.onChange}
        onCountryChange={chooseCountry}
        onBlur={binding.onBlur}
        inputRef={binding.ref}
        name={binding.name}
        {...field.controlProps}
      />
    </FieldFrame>
  );
};
