/** The build half of the settings; what the browser may see goes into the bundle from here. */
import { browserSettingsFrom, type BrowserSettings } from './browser-settings';
import { processEnv } from './environment';
import { readClientAppUrl, siteUrlOrDefault } from './site';
import { givenSetting, invalidSetting, readWhileLoading, type Env } from './values';

export { processEnv } from './environment';

export const browserSettings = (env: Env = processEnv()): BrowserSettings =>
  browserSettingsFrom(env);

export const siteUrl = (env: Env = processEnv()): string => siteUrlOrDefault(env);

/** Read while Gatsby loads its files; the settings check stops a malformed one. */
export const clientAppUrl = (env: Env = processEnv()): string =>
  readWhileLoading(() => readClientAppUrl(env.GATSBY_CLIENT_APP_URL), readClientAppUrl(undefined));

export const isProductionBuild = (env: Env = processEnv()): boolean =>
  env.NODE_ENV === 'production';

/** `netlify build` on this machine too. */
export const isNetlifyBuild = (env: Env = processEnv()): boolean =>
  givenSetting(env.NETLIFY) !== undefined || givenSetting(env.NETLIFY_LOCAL) !== undefined;

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

export const readContentfulOffline = (env: Env): boolean => {
  const offline = givenSetting(env.GATSBY_CONTENTFUL_OFFLINE);
  if (offline !== undefined && offline !== 'true' && offline !== 'false') {
    throw invalidSetting('GATSBY_CONTENTFUL_OFFLINE', offline, 'true or false');
  }
  return offline === 'true';
};
