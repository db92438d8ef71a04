/**
 * The countries of the phone input (spec sections 3 and 5): entries with name, code and dial
 * code, the allowed and ignored lists, preferred countries first, emoji flags and the choice of
 * the default country. Names come from the forms' country list; dial codes from
 * libphonenumber-js's metadata (the `min` set, as everywhere in the phone input).
 *
 * Only the metadata's table of calling codes is read here, and webpack keeps only the JSON
 * properties a bundle reads: the list costs about 1 KB, where the library's own
 * `getCountryCallingCode` would bring every country's number patterns into the page. The
 * parser (./form-phone) loads when a visitor starts on a phone field.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/metadata.min.json';
import { COUNTRIES } from './form-countries';

/** A country of the phone input (spec: name, iso2, dialCode, preferred). */
export interface PhoneCountry {
  name: string;
  /** Lowercase two-letter code, as in the forms' country list. */
  iso2: string;
  /** Country calling code without "+", e.g. "44". */
  dialCode: string;
  /** Listed first, above the others. */
  preferred: boolean;
}

/** Which countries a phone input offers and accepts. */
export interface CountryLists {
  /** Only these countries (spec: only-allowed list); empty or unset means all. */
  allowedCountries?: readonly string[];
  /** Never these countries. */
  ignoredCountries?: readonly string[];
}

/** Calling codes to their countries, the main country first (`"44": ["GB", "GG", …]`). */
const CALLING_CODES: Readonly<Record<string, readonly string[] | undefined>> =
  metadata.country_calling_codes;

/** Each country's calling code. Non-geographic codes ("001", for +800 and the like) are left out. */
const CALLING_CODE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(CALLING_CODES).flatMap(([callingCode, countries = []]) =>
    countries.filter((code) => /^[A-Z]{2}$/.test(code)).map((code) => [code, callingCode]),
  ),
);

/** libphonenumber-js's code for a country of ours, when it knows the country. */
export const libCountry = (iso2: string | undefined): CountryCode | undefined => {
  const code = iso2?.toUpperCase();
  return code !== undefined && CALLING_CODE_OF.has(code) ? (code as CountryCode) : undefined;
};

/** The calling code of a country libphonenumber-js knows ("44" for "GB"). */
const callingCodeOf = (country: CountryCode): string => CALLING_CODE_OF.get(country) ?? '';

/** Every country of the list that has a telephone numbering plan, by name. */
const NUMBERING_COUNTRIES: readonly Omit<PhoneCountry, 'preferred'>[] = COUNTRIES.flatMap(
  ({ code, name }) => {
    const country = libCountry(code);
    return country ? [{ name, iso2: code, dialCode: callingCodeOf(country) }] : [];
  },
);

const lowercased = (codes: readonly string[] | undefined): string[] =>
  (codes ?? []).map((code) => code.toLowerCase());

/** Whether the lists let a country through (codes in any letter case). */
export const isCountryAllowed = (iso2: string, lists: CountryLists): boolean => {
  const code = iso2.toLowerCase();
  const allowed = lowercased(lists.allowedCountries);
  return (
    (allowed.length === 0 || allowed.includes(code)) &&
    !lowercased(lists.ignoredCountries).includes(code)
  );
};

/**
 * The countries a phone input lists: those the lists allow, the preferred ones first in the
 * order given, then the others by name.
 */
export const phoneCountries = (
  lists: CountryLists = {},
  preferredCountries: readonly string[] = [],
): PhoneCountry[] => {
  const preferred = lowercased(preferredCountries);
  const offered = NUMBERING_COUNTRIES.filter((country) => isCountryAllowed(country.iso2, lists));
  const first = preferred.flatMap((code) => {
    const country = offered.find((entry) => entry.iso2 === code);
    return country ? [{ ...country, preferred: true }] : [];
  });
  const rest = offered
    .filter((country) => !preferred.includes(country.iso2))
    .map((country) => ({ ...country, preferred: false }));
  return [...first, ...rest];
};

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The emoji flag of a country: its two letters as regional indicator symbols. Systems without
 * a flag for a code (Kosovo on most) show the two letters instead.
 */
export const flagEmoji = (iso2: string): string =>
  /^[a-z]{2}$/i.test(iso2)
    ? String.fromCodePoint(
        ...[...iso2.toUpperCase()].map(
          (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0),
        ),
      )
    : '';

/** Where a phone input's first country comes from, in the spec's order of precedence. */
export interface DefaultCountrySource {
  /** A two-letter code. */
  defaultCountry?: string;
  /** A dial code ("44" or "+44"): the main country of that code. */
  dialCode?: string;
}

/** The countries of a dial code, its main one first (the US for "1", the UK for "44"). */
export const countriesOfDialCode = (dialCode: string): string[] =>
  (CALLING_CODES[dialCode.replace(/^\+/, '')] ?? []).map((code) => code.toLowerCase());

/**
 * The default country among `countries`: the given code, else the main country of the given
 * dial code, else the first preferred country of the list. Undefined when none applies, which
 * is when automatic detection may choose.
 */
export const defaultCountry = (
  source: DefaultCountrySource,
  countries: readonly PhoneCountry[],
): PhoneCountry | undefined => {
  const find = (code: string | undefined) =>
    code === undefined ? undefined : countries.find((entry) => entry.iso2 === code.toLowerCase());
  return (
    find(source.defaultCountry) ??
    (source.dialCode === undefined
      ? undefined
      : countriesOfDialCode(source.dialCode)
          .map(find)
          .find((entry) => entry !== undefined)) ??
    countries.find((entry) => entry.preferred)
  );
};
