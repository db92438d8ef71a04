/**
 * Settings of the form services, read from the environment in this one place. Gatsby inlines
 * `process.env.GATSBY_*` into the browser bundle at build time; unset means off.
 */
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
