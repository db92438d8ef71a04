import { countryName } from '../forms/countries';
import { givenSetting, httpUrl, invalidSetting } from './values';

/** Spec section 7; a bad address stops the build instead of failing quietly in every browser. */
export const readCountryLookupUrl = (value: string | undefined): string | undefined => {
  const url = givenSetting(value);
  if (url === undefined) return undefined;
  if (!httpUrl(url)) throw invalidSetting('GATSBY_COUNTRY_LOOKUP_URL', url, 'an http(s) address');
  return url;
};

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
