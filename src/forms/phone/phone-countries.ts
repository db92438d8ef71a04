/** Spec sections 3 and 5. Only the calling-code table is read: webpack keeps only what is read. */
import type { CountryCode } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/metadata.min.json';
import { COUNTRIES } from '../countries';

export interface PhoneCountry {
  name: string;
  iso2: string;
  dialCode: string;
  preferred: boolean;
}

export interface CountryLists {
  /** Empty or unset means all. */
  allowedCountries?: readonly string[];
  ignoredCountries?: readonly string[];
}

const CALLING_CODES: Readonly<Record<string, readonly string[] | undefined>> =
  metadata.country_calling_codes;

const CALLING_CODE_OF: ReadonlyMap<string, string> = new Map(
  Object.entries(CALLING_CODES).flatMap(([callingCode, countries = []]) =>
    countries.filter((code) => /^[A-Z]{2}$/.test(code)).map((code) => [code, callingCode]),
  ),
);

export const libCountry = (iso2: string | undefined): CountryCode | undefined => {
  const code = iso2?.toUpperCase();
  return code !== undefined && CALLING_CODE_OF.has(code) ? (code as CountryCode) : undefined;
};

const callingCodeOf = (country: CountryCode): string => CALLING_CODE_OF.get(country) ?? '';

const NUMBERING_COUNTRIES: readonly Omit<PhoneCountry, 'preferred'>[] = COUNTRIES.flatMap(
  ({ code, name }) => {
    const country = libCountry(code);
    return country ? [{ name, iso2: code, dialCode: callingCodeOf(country) }] : [];
  },
);

const lowercased = (codes: readonly string[] | undefined): string[] =>
  (codes ?? []).map((code) => code.toLowerCase());

export const isCountryAllowed = (iso2: string, lists: CountryLists): boolean => {
  const code = iso2.toLowerCase();
  const allowed = lowercased(lists.allowedCountries);
  return (
    (allowed.length === 0 || allowed.includes(code)) &&
    !lowercased(lists.ignoredCountries).includes(code)
  );
};

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

export const flagEmoji = (iso2: string): string =>
  /^[a-z]{2}$/i.test(iso2)
    ? String.fromCodePoint(
        ...[...iso2.toUpperCase()].map(
          (letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 'A'.charCodeAt(0),
        ),
      )
    : '';

export interface DefaultCountrySource {
  defaultCountry?: string;
  dialCode?: string;
}

export const countriesOfDialCode = (dialCode: string): string[] =>
  (CALLING_CODES[dialCode.replace(/^\+/, '')] ?? []).map((code) => code.toLowerCase());

/** Undefined when no source applies, which is when automatic detection may choose. */
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
