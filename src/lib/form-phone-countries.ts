/**
 * The countries of the phone input (spec sections 3 and 5): entries with name, code and dial
 * code, the allowed and ignored lists, preferred countries first, emoji flags and the choice of
 * the default country. Names come from the forms' country list; dial codes from
 * libphonenumber-js's metadata (the `min` set, as everywhere in the phone input).
 */
import { getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
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

/** libphonenumber-js's code for a country of ours, when it knows the country. */
export const libCountry = (iso2: string | undefined): CountryCode | undefined => {
  const code = iso2?.toUpperCase();
  return code !== undefined && isSupportedCountry(code) ? code : undefined;
};

/** Every country of the list that has a telephone numbering plan, by name. */
const NUMBERING_COUNTRIES: readonly Omit<PhoneCountry, 'preferred'>[] = COUNTRIES.flatMap(
  ({ code, name }) => {
    const country = libCountry(code);
    return country ? [{ name, iso2: code, dialCode: getCountryCallingCode(country) }] : [];
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
  (metadata.country_calling_codes[dialCode.replace(/^\+/, '')] ?? []).map((code) =>
    code.toLowerCase(),
  );

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
