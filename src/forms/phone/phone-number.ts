/** Spec sections 3 and 5. `min` metadata: `max` only adds per-type patterns we never tell apart. */
import { AsYouType, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import {
  countriesOfDialCode,
  isCountryAllowed,
  libCountry,
  type CountryLists,
  type PhoneCountry,
} from './phone-countries';
import { PHONE_INPUT } from '../config';
import { hasOnlyValidCharacters } from './phone-text';

export type PhoneMode = 'auto' | 'national' | 'international';

export interface PhoneRules extends CountryLists {
  validCharactersOnly?: boolean;
  customPattern?: RegExp;
}

export interface PhoneSettings extends PhoneRules {
  country?: PhoneCountry;
  mode?: PhoneMode;
}

export interface PhoneValue {
  phone: string;
  activeCountryCode: string | undefined;
  formatted: string;
  valid: boolean;
  possible: boolean;
  nationalNumber: string;
  country: PhoneCountry | undefined;
  countryCode: string | undefined;
}

export const isInternational = (text: string): boolean => text.trimStart().startsWith('+');

const PARSE_MAX_LENGTH = 250;

const parse = (text: string, country: PhoneCountry | undefined): PhoneNumber | undefined => {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > PARSE_MAX_LENGTH) return undefined;
  // `extract: false`: the whole text must be the number, not merely contain one.
  return isInternational(trimmed)
    ? parsePhoneNumberFromString(trimmed, { extract: false })
    : parsePhoneNumberFromString(trimmed, {
        defaultCountry: libCountry(country?.iso2),
        extract: false,
      });
};

const hasNationalLength = (nationalNumber: string): boolean =>
  nationalNumber.length >= PHONE_INPUT.nationalNumberMinDigits &&
  nationalNumber.length <= PHONE_INPUT.nationalNumberMaxDigits;

const formatFor = (text: string, mode: PhoneMode): 'INTERNATIONAL' | 'NATIONAL' =>
  mode === 'international' || (mode === 'auto' && isInternational(text))
    ? 'INTERNATIONAL'
    : 'NATIONAL';

/** An excluded country makes a number neither valid nor possible. */
export const readPhone = (text: string, settings: PhoneSettings = {}): PhoneValue => {
  const { country, mode = PHONE_INPUT.defaultMode } = settings;
  const number = parse(text, country);
  const excluded = number?.country !== undefined && !isCountryAllowed(number.country, settings);
  const lengthOk = number !== undefined && hasNationalLength(number.nationalNumber);
  const possible = lengthOk && !excluded && number.isPossible();
  const valid =
    possible &&
    number.isValid() &&
    (!settings.validCharactersOnly || hasOnlyValidCharacters(text)) &&
    (!settings.customPattern || text.search(settings.customPattern) !== -1);
  return {
    phone: text,
    activeCountryCode: country?.iso2,
    formatted: valid ? number.format(formatFor(text, mode)) : text,
    valid,
    possible,
    nationalNumber: number?.nationalNumber ?? '',
    country,
    countryCode: excluded ? undefined : number?.country?.toLowerCase(),
  };
};

/** Text with non-phone characters is left as typed, so a stray letter never swallows the rest. */
export const formatAsTyped = (text: string, settings: PhoneSettings = {}): string => {
  if (!hasOnlyValidCharacters(text) || text.length > PHONE_INPUT.maxLength) return text;
  const value = readPhone(text, settings);
  if (value.valid) return value.formatted;
  const formatter = new AsYouType(
    isInternational(text) ? undefined : libCountry(settings.country?.iso2),
  );
  return formatter.input(text);
};

/** Falls back to the calling code's main country only when the selected one has another code. */
export const countryOfTyped = (text: string, selected?: PhoneCountry): string | undefined => {
  if (!isInternational(text) || text.length > PHONE_INPUT.maxLength) return undefined;
  const formatter = new AsYouType();
  formatter.input(text);
  const own = formatter.getCountry();
  if (own) return own.toLowerCase();
  const callingCode = formatter.getCallingCode();
  return callingCode !== undefined && callingCode !== selected?.dialCode
    ? countriesOfDialCode(callingCode)[0]
    : undefined;
};
