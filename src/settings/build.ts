/**
 * The build half of the settings: what Gatsby's hooks, the build steps and the content scripts
 * read from the environment, each value checked with an error naming its variable. What the
 * browser may see goes into the bundle from here (./browser-settings.ts).
 */
import { browserSettingsFrom, type BrowserSettings } from './browser-settings';
import { processEnv } from './environment';
import { readClientAppUrl, siteUrlOrDefault } from './site';
import { givenSetting, invalidSetting, readWhileLoading, type Env } from './values';

export { processEnv } from './environment';

/** What the browser bundle gets (gatsby/webpack-config.ts writes it as __SITE_SETTINGS__). */
export const browserSettings = (env: Env = processEnv()): BrowserSettings =>
  browserSettingsFrom(env);

/** The site's public address, for the build's own files (metadata, feed, sitemap, links). */
export const siteUrl = (env: Env = processEnv()): string => siteUrlOrDefault(env);

/**
 * The client application's address, for the build's redirects. Like siteUrl, read while Gatsby
 * loads its files: a malformed one reads as the default there, and the settings check stops.
 */
export const clientAppUrl = (env: Env = processEnv()): string =>
  readWhileLoading(() => readClientAppUrl(env.GATSBY_CLIENT_APP_URL), readClientAppUrl(undefined));

/** `gatsby build` (NODE_ENV production) rather than `gatsby develop`. */
export const isProductionBuild = (env: Env = processEnv()): boolean =>
  env.NODE_ENV === 'production';

/** Netlify's own build, or `netlify build` on this machine (NETLIFY, NETLIFY_LOCAL). */
export const isNetlifyBuild = (env: Env = processEnv()): boolean =>
  givenSetting(env.NETLIFY) !== undefined || givenSetting(env.NETLIFY_LOCAL) !== undefined;

/**
 * GATSBY_CPU_COUNT as Gatsby takes it: a whole number above 0, physical_cores or logical_cores.
 * Unset: undefined.
 */
export const readCpuCount = (env: Env): string | undefined => {
  const count = givenSetting(env.GATSBY_CPU_COUNT);
  if (count !== undefined && !/^([1-9]\d*|physical_cores|logical_cores)$/.test(count)) {
    throw invalidSetting(
      'GATSBY_CPU_COUNT',
      count,
      'a whole number above 0, physical_cores or logical_cores',
    );
  }
  return count;
};

/** GATSBY_CONTENTFUL_OFFLINE: `gatsby develop` may use cached content when offline. */
export const readContentfulOffline = (env: Env): boolean => {
  const offline = givenSetting(env.GATSBY_CONTENTFUL_OFFLINE);
  if (offline !== undefined && offline !== 'true' && offline !== 'false') {
    throw invalidSetting('GATSBY_CONTENTFUL_OFFLINE', offline, 'true or false');
  }
  return offline === 'true';
};
