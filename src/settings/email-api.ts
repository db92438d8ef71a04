/**
 * The settings of the e-mail API the submission-created function sends through (the report
 * e-mail and the team's lead e-mail): its address, its key and the sender. Read by the function
 * on every submission and by the build's settings check, so a deploy with a half-set or
 * malformed configuration fails. Messages name the variable, never its value (it may be secret).
 */
import { isPlainMailAddress } from '../lib/mail-address';
import { givenSetting, type Env } from './values';

/** The e-mail API: a JSON POST of { from, to, subject, text } with a bearer key. */
export interface EmailApiConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
}

/** Visible ASCII only: what URL parsers would drop silently (tabs, line breaks) is refused. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Plain http only for a server on this machine (the tests' loopback stand-ins). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** What a service's address must be, for the messages of every reader that checks one. */
export const SERVICE_URL_EXPECTED =
  'an https address without a user name or password (http only for localhost or 127.0.0.1)';

/** An https address (http on this machine) without credentials: where a function may POST. */
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

/** The variables of the e-mail API, read together. */
export const EMAIL_API_VARIABLES = ['EMAIL_API_URL', 'EMAIL_API_KEY', 'EMAIL_FROM'] as const;

/** The names these variables had, which a site set up before may still carry. */
const FORMER_NAMES = {
  REPORT_EMAIL_API_URL: 'EMAIL_API_URL',
  REPORT_EMAIL_API_KEY: 'EMAIL_API_KEY',
  REPORT_EMAIL_FROM: 'EMAIL_FROM',
} as const;

/** What is wrong with one variable, by name only: its value may be a secret. */
const problem = (name: string, value: string | undefined, expected: string): string =>
  value === undefined
    ? `${name} is not set: the e-mail API takes ${EMAIL_API_VARIABLES.join(', ')} together, or none of them`
    : `${name} must be ${expected}`;

/**
 * EMAIL_API_URL, EMAIL_API_KEY and EMAIL_FROM. All unset (or blank): no e-mail (undefined).
 * Otherwise each must be set and well formed, or this throws one error naming every variable
 * that is not. A variable under its former name throws too, rather than being ignored.
 */
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
