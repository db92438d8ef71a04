/**
 * The site's own address and the client application's: public, so the browser gets them too
 * (./browser-settings.ts). A malformed one stops the build naming the variable.
 */
import { givenSetting, httpUrl, invalidSetting, readWhileLoading, type Env } from './values';

const DEFAULT_SITE_URL = 'https://www.ethicalglobaloutsourcing.com';
const DEFAULT_CLIENT_APP_URL = 'https://app.ethicalglobaloutsourcing.com';

/** An http(s) address without query or fragment, its final slashes dropped; else it throws. */
const baseAddress = (name: string, value: string, example: string): string => {
  const url = httpUrl(value);
  if (!url || url.search || url.hash) {
    throw invalidSetting(
      name,
      value,
      `an http(s) address without query or fragment, e.g. ${example}`,
    );
  }
  return value.replace(/\/+$/, '');
};

/**
 * The public address of this site. Netlify sets URL on every build; SITE_URL overrides it
 * (e.g. for a deploy preview that should not claim the production canonical).
 */
export const readSiteUrl = (env: Env): string => {
  const site = givenSetting(env.SITE_URL);
  if (site !== undefined) return baseAddress('SITE_URL', site, 'https://www.example.org');
  const netlify = givenSetting(env.URL);
  return netlify === undefined
    ? DEFAULT_SITE_URL
    : baseAddress('URL', netlify, 'https://www.example.org');
};

/**
 * readSiteUrl, or the default where it throws: for the build's files and the functions, whose
 * settings the build's check has already held to readSiteUrl (gatsby/build-settings.ts).
 */
export const siteUrlOrDefault = (env: Env): string =>
  readWhileLoading(() => readSiteUrl(env), DEFAULT_SITE_URL);

/**
 * The client application (sign-in, sign-up, dashboard) lives on its own host, given by
 * GATSBY_CLIENT_APP_URL; unset or blank: the product's. Every account link and hand-over is
 * built on it.
 */
export const readClientAppUrl = (value: string | undefined): string => {
  const given = givenSetting(value);
  return given === undefined
    ? DEFAULT_CLIENT_APP_URL
    : baseAddress('GATSBY_CLIENT_APP_URL', given, 'https://app.example.org');
};
