import { givenSetting, httpUrl, invalidSetting, readWhileLoading, type Env } from './values';

const DEFAULT_SITE_URL = 'https://www.ethicalglobaloutsourcing.com';
const DEFAULT_CLIENT_APP_URL = 'https://app.ethicalglobaloutsourcing.com';

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

/** SITE_URL overrides Netlify's URL, e.g. so a deploy preview does not claim the canonical. */
export const readSiteUrl = (env: Env): string => {
  const site = givenSetting(env.SITE_URL);
  if (site !== undefined) return baseAddress('SITE_URL', site, 'https://www.example.org');
  const netlify = givenSetting(env.URL);
  return netlify === undefined
    ? DEFAULT_SITE_URL
    : baseAddress('URL', netlify, 'https://www.example.org');
};

/** Safe not to throw: the build's settings check already held the value to readSiteUrl. */
export const siteUrlOrDefault = (env: Env): string =>
  readWhileLoading(() => readSiteUrl(env), DEFAULT_SITE_URL);

export const readClientAppUrl = (value: string | undefined): string => {
  const given = givenSetting(value);
  return given === undefined
    ? DEFAULT_CLIENT_APP_URL
    : baseAddress('GATSBY_CLIENT_APP_URL', given, 'https://app.example.org');
};
