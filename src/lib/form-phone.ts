/**
 * The phone input's reading of a number (spec sections 3 and 5), framework-free: parsing with
 * the selected country unless the number starts with "+", validity as the parser says it, the
 * allowed and ignored country lists, the optional character and pattern checks, the national
 * number bounds, the value object, and formatting as the visitor types.
 *
 * libphonenumber-js with its `min` metadata: about 20 KB gzipped against 40 KB for `max`. It
 * checks each number's length and digits against its country's national number pattern;
 * `max` adds the per-type patterns (mobile, fixed line…), which only a form that must tell
 * them apart needs.
 */
import { AsYouType, parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import {
  countriesOfDialCode,
  isCountryAllowed,
  libCountry,
  type CountryLists,
  type PhoneCountry,
} from './form-phone-countries';
import { PHONE_INPUT } from './config/forms';
import { hasOnlyValidCharacters } from './form-phone-text';

/**
 * How numbers are written: `international` (+44 20 7183 8750), `national` (020 7183 8750), or
 * `auto`, the way the visitor started: international when the number starts with "+".
 */
export type PhoneMode = 'auto' | 'national' | 'international';

/** What a phone input accepts, beyond the parser's verdict. */
export interface PhoneRules extends CountryLists {
  /** Only digits, spaces, parentheses, "+" and "-" (off by default). */
  validCharactersOnly?: boolean;
  /** A pattern the text must match as well (off by default). */
  customPattern?: RegExp;
}

/** How a phone input reads its text: its rules, the selected country and the mode. */
export interface PhoneSettings extends PhoneRules {
  country?: PhoneCountry;
  /** Default `auto`. */
  mode?: PhoneMode;
}

/** The phone input's value (spec section 3). */
export interface PhoneValue {
  /** The text in the box. */
  phone: string;
  /** Code of the country selected in the list. */
  activeCountryCode: string | undefined;
  /** The number written in the mode's format when valid; otherwise the text as typed. */
  formatted: string;
  valid: boolean;
  /** Whether the number has a possible length for its country. */
  possible: boolean;
  /** Digits of the number after the country calling code ("" when none was recognised). */
  nationalNumber: string;
  /** The country selected in the list. */
  country: PhoneCountry | undefined;
  /** Code of the country the number belongs to, when recognised and allowed. */
  countryCode: string | undefined;
}

/** Whether the text is written internationally (starts with "+"). */
export const isInternational = (text: string): boolean => text.trimStart().startsWith('+');

/** Text longer than this is no phone number: the parser is not asked (it caps input too). */
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

/**
 * Reads the text of a phone input whose list has `country` selected. The number is valid only
 * if the parser says so, its national number has 2 to 17 digits, its country is allowed and
 * the optional character and pattern checks pass; an excluded country makes it neither valid
 * nor possible.
 */
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

/**
 * The text to show while the visitor types (auto-format): a valid number in the mode's format,
 * anything else formatted as far as it goes. Text with other characters than a phone number's
 * is left as typed, so a stray letter never swallows what follows it.
 */
export const formatAsTyped = (text: string, settings: PhoneSettings = {}): string => {
  if (!hasOnlyValidCharacters(text) || text.length > PHONE_INPUT.maxLength) return text;
  const value = readPhone(text, settings);
  if (value.valid) return value.formatted;
  const formatter = new AsYouType(
    isInternational(text) ? undefined : libCountry(settings.country?.iso2),
  );
  return formatter.input(text);
};

/**
 * The country to select for a number typed with "+", as soon as its first digits tell: its
 * own country once known, else the main country of its calling code when the selected
 * country has another code ("+44" moves the list from Germany to the UK, not from Jersey).
 */
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
