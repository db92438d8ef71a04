/** Settings of the form services: the country lookup and the phone input's country. */
import { countryName } from '../forms/countries';
import { givenSetting, httpUrl, invalidSetting } from './values';

/**
 * The address of the IP-to-country lookup (spec section 7). Unset or blank: no automatic
 * detection. Anything but an http(s) address stops the build with the variable's name,
 * instead of failing quietly in every visitor's browser.
 */
export const readCountryLookupUrl = (value: string | undefined): string | undefined => {
  const url = givenSetting(value);
  if (url === undefined) return undefined;
  if (!httpUrl(url)) throw invalidSetting('GATSBY_COUNTRY_LOOKUP_URL', url, 'an http(s) address');
  return url;
};

/**
 * The phone input's country when nothing else picks one (no country given to the field, none
 * detected): a two-letter code of the forms' country list, any letter case. Unset or blank:
 * none. Anything else stops the build naming the variable.
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
