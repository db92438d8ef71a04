/**
 * Settings of the form services, read from the environment in this one place. Gatsby inlines
 * `process.env.GATSBY_*` into the browser bundle at build time; unset means off.
 */

const isHttpUrl = (url: string): boolean => {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
};

/**
 * The address of the IP-to-country lookup (spec section 7). Unset or blank: no automatic
 * detection. Anything but an http(s) address stops the build with the variable's name
 * (gatsby/build-settings.ts), instead of failing quietly in every visitor's browser.
 */
export const readCountryLookupUrl = (value: string | undefined): string | undefined => {
  const url = value?.trim();
  if (!url) return undefined;
  if (!isHttpUrl(url)) {
    throw new Error(`GATSBY_COUNTRY_LOOKUP_URL must be an http(s) address, got "${url}"`);
  }
  return url;
};

// Without throwing: the build loads this module before its settings check has run.
export const COUNTRY_LOOKUP_URL = (() => {
  try {
    return readCountryLookupUrl(process.env.GATSBY_COUNTRY_LOOKUP_URL);
  } catch {
    return undefined;
  }
})();
