/** Also read by the build's settings check, so a half-set or malformed configuration fails. */
import { isPlainMailAddress } from '../lib/mail-address';
import { givenSetting, type Env } from './values';

/** A JSON POST of { from, to, subject, text } with a bearer key. */
export interface EmailApiConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
}

/** Refuses what URL parsers would drop silently (tabs, line breaks). */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Plain http only for the tests' loopback stand-ins. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

export const SERVICE_URL_EXPECTED =
  'an https address without a user name or password (http only for localhost or 127.0.0.1)';

export const isServiceUrl = (value: string | undefined): value is string => {
  if (value === undefined || !VISIBLE_ASCII.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return (
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  );
};

const isApiKey = (value: string | undefined): value is string =>
  value !== undefined && VISIBLE_ASCII.test(value);

const isSender = (value: string | undefined): value is string =>
  value !== undefined && isPlainMailAddress(value);

export const EMAIL_API_VARIABLES = ['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM'] as const;

/** Refused rather than ignored, so a site still setting them learns the new names. */
const FORMER_NAMES = {
  REPORT_EMAIL_API_URL: 'EMAIL_API_URL',
  REPORT_EMAIL_API_KEY: 'EMAIL_API_KEY',
  REPORT_EMAIL_FROM: 'EMAIL_FROM',
} as const;

/** By name only: the value may be a secret. */
const problem = (name: string, value: string | undefined, expected: string): string =>
  value === undefined
    ? `${name} is not set: the e-mail API takes ${EMAIL_API_VARIABLES.join(', ')} together, or none of them`
    : `${name} must be ${expected}`;

/** All or none; throws one error naming every variable at fault. */
export const readEmailApiConfig = (env: Env): EmailApiConfig | undefined => {
  const renamed = Object.entries(FORMER_NAMES)
    .filter(([former]) => givenSetting(env[former]) !== undefined)
    .map(([former, name]) => `${former} is no longer read: name it ${name}`);
  if (renamed.length > 0) throw new Error(renamed.join('; '));

  const apiUrl = givenSetting(env.EMAIL_API_URL);
  const apiKey = givenSetting(env.EMAIL_API_KEY);
  const from = givenSetting(env.EMAIL_FROM);
  if (apiUrl === undefined && apiKey === undefined && from === undefined) return undefined;
  if (isServiceUrl(apiUrl) && isApiKey(apiKey) && isSender(from)) return { apiUrl, apiKey, from };
  const problems = [
    isServiceUrl(apiUrl) ? '' : problem('EMAIL_API_URL', apiUrl, SERVICE_URL_EXPECTED),
    isApiKey(apiKey)
      ? ''
      : problem('EMAIL_API_KEY', apiKey, 'one line of printable characters without spaces'),
    isSender(from)
      ? ''
      : problem('EMAIL_FROM', from, 'one plain e-mail address such as reports@example.org'),
  ];
  throw new Error(problems.filter(Boolean).join('; '));
};
