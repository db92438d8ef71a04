/**
 * The settings of the report e-mail (netlify/report-email.ts): the e-mail API's address and key
 * and the sender. Read by the function on every submission and by the build's settings check,
 * so a deploy with a half-set or malformed configuration fails. Messages name the variable and
 * never show its value: the address and the key are secrets.
 */
import { isPlainMailAddress } from './mail-address';
import { givenSetting } from './setting-values';

/** The e-mail API: a JSON POST of { from, to, subject, text } with a bearer key. */
export interface ReportEmailConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Visible ASCII only: what URL parsers would drop silently (tabs, line breaks) is refused. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Plain http only for a server on this machine (the tests' loopback API). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

const isApiUrl = (value: string | undefined): value is string => {
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

/** What is wrong with one variable, by name only: its value may be a secret. */
const problem = (name: string, value: string | undefined, expected: string): string =>
  value === undefined
    ? `${name} is not set: the report e-mail takes REPORT_EMAIL_API_URL, REPORT_EMAIL_API_KEY and REPORT_EMAIL_FROM together, or none of them`
    : `${name} must be ${expected}`;

/**
 * REPORT_EMAIL_API_URL, REPORT_EMAIL_API_KEY and REPORT_EMAIL_FROM. All unset (or blank): no
 * e-mail (undefined). Otherwise each must be set and well formed, or this throws one error
 * naming every variable that is not.
 */
export const readReportEmailConfig = (env: Env): ReportEmailConfig | undefined => {
  const apiUrl = givenSetting(env.REPORT_EMAIL_API_URL);
  const apiKey = givenSetting(env.REPORT_EMAIL_API_KEY);
  const from = givenSetting(env.REPORT_EMAIL_FROM);
  if (apiUrl === undefined && apiKey === undefined && from === undefined) return undefined;
  if (isApiUrl(apiUrl) && isApiKey(apiKey) && isSender(from)) return { apiUrl, apiKey, from };
  const problems = [
    isApiUrl(apiUrl)
      ? ''
      : problem(
          'REPORT_EMAIL_API_URL',
          apiUrl,
          'an https address without a user name or password (http only for localhost or 127.0.0.1)',
        ),
    isApiKey(apiKey)
      ? ''
      : problem('REPORT_EMAIL_API_KEY', apiKey, 'one line of printable characters without spaces'),
    isSender(from)
      ? ''
      : problem('REPORT_EMAIL_FROM', from, 'one plain e-mail address such as reports@example.org'),
  ];
  throw new Error(problems.filter(Boolean).join('; '));
};
