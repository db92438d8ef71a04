/**
 * Settings of the form services, read from the environment in this one place. Gatsby inlines
 * `process.env.GATSBY_*` into the browser bundle at build time; unset means off.
 */
import { countryName } from '../../lib/form-countries';
import { givenSetting, httpUrl, invalidSetting, readWhileLoading } from '../../lib/setting-values';

/**
 * The address of the IP-to-country lookup (spec section 7). Unset or blank: no automatic
 * detection. Anything but an http(s) address stops the build with the variable's name
 * (gatsby/build-settings.ts), instead of failing quietly in every visitor's browser.
 */
export const readCountryLookupUrl = (value: string | undefined): string | undefined => {
  const url = givenSetting(value);
  if (url === undefined) return undefined;
  if (!httpUrl(url)) throw invalidSetting('GATSBY_COUNTRY_LOOKUP_URL', url, 'an http(s) address');
  return url;
};

export const COUNTRY_LOOKUP_URL = readWhileLoading(
  () => readCountryLookupUrl(process.env.GATSBY_COUNTRY_LOOKUP_URL),
  undefined,
);

/**
 * The phone input's country when nothing else picks one (no country given to the field, none
 * detected): a two-letter code of the forms' country list, any letter case. Unset or blank:
 * none. Anything else stops the build naming the variable (gatsby/build-settings.ts).
 */
export const readDefaultPhoneCountry = (value: string | undefined): string | undefined => {
  const code = givenSetting(value);
  if (code === undefined) return undefined;
  if (!/^[A-Za-z]{2}$/.test(code) || countryName(code) === undefined) {
    throw invalidSetting(
      'GATSBY_DEFAULT_PHONE_COUNTRY',
      code,
      'a two-letter country code (ISO 3166-1 alpha-2) such as GB',
    );
  }
  return code.toLowerCase();
};

export const DEFAULT_PHONE_COUNTRY = readWhileLoading(
  () => readDefaultPhoneCountry(process.env.GATSBY_DEFAULT_PHONE_COUNTRY),
  undefined,
);
