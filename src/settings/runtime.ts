/** Unset means off: no API (an anonymous site), no poll. */
import { MAIN_API } from '../lib/site-config';
import { givenSetting, httpUrl, invalidSetting } from './values';

export interface RuntimeConfig {
  apiBaseUrl: string | null;
  /** `domain` null: this host only. */
  authCookies: { domain: string | null; path: string };
  newBuildPollMs: number | null;
}

export const RUNTIME_VARIABLES = [
  'GATSBY_API_URL',
  'GATSBY_AUTH_COOKIE_DOMAIN',
  'GATSBY_AUTH_COOKIE_PATH',
  'GATSBY_NEW_BUILD_POLL_SECONDS',
] as const;

export type RuntimeEnv = Partial<Record<(typeof RUNTIME_VARIABLES)[number] | 'NODE_ENV', string>>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const apiBaseUrl = (value: string, production: boolean): string => {
  const url = httpUrl(value);
  if (!url) throw invalidSetting('GATSBY_API_URL', value, 'an absolute http(s) address');
  if (url.search || url.hash) {
    throw invalidSetting('GATSBY_API_URL', value, 'an http(s) address without query or fragment');
  }
  // Tokens travel here: over plain http anyone on the way could read them.
  if (production && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw invalidSetting(
      'GATSBY_API_URL',
      value,
      'an https:// address in a production build (http:// only for localhost, 127.0.0.1 or [::1])',
    );
  }
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || MAIN_API.defaultBasePath}`;
};

const HOST_NAME = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const COOKIE_PATH = /^\/[^\s;,]*$/;

export const readRuntimeConfig = (env: RuntimeEnv): RuntimeConfig => {
  const api = givenSetting(env.GATSBY_API_URL);
  const domain = givenSetting(env.GATSBY_AUTH_COOKIE_DOMAIN);
  const path = givenSetting(env.GATSBY_AUTH_COOKIE_PATH);
  const poll = givenSetting(env.GATSBY_NEW_BUILD_POLL_SECONDS);

  if (domain !== undefined && !HOST_NAME.test(domain)) {
    throw invalidSetting('GATSBY_AUTH_COOKIE_DOMAIN', domain, 'a host name such as .example.com');
  }
  if (path !== undefined && !COOKIE_PATH.test(path)) {
    throw invalidSetting('GATSBY_AUTH_COOKIE_PATH', path, 'a path starting with /');
  }
  if (poll !== undefined && !/^[1-9]\d*$/.test(poll)) {
    throw invalidSetting(
      'GATSBY_NEW_BUILD_POLL_SECONDS',
      poll,
      'a whole number of seconds above 0',
    );
  }
  return {
    apiBaseUrl: api === undefined ? null : apiBaseUrl(api, env.NODE_ENV === 'production'),
    authCookies: { domain: domain ?? null, path: path ?? '/' },
    newBuildPollMs: poll === undefined ? null : Number(poll) * 1000,
  };
};
