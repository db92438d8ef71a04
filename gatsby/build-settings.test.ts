import { SETTINGS } from '../src/settings/definitions';
import { namesRead } from '../tests/support/names-read';
import { buildSettingsProblems } from './build-settings';

/** What the Contentful variables are read with: the build reads the space only with both. */
const CONTENTFUL = { CONTENTFUL_SPACE_ID: 'space0', CONTENTFUL_ACCESS_TOKEN: 'token0' };
const WITH: Readonly<Record<string, Record<string, string>>> = {
  CONTENTFUL_SPACE_ID: CONTENTFUL,
  CONTENTFUL_ACCESS_TOKEN: CONTENTFUL,
  CONTENTFUL_ENVIRONMENT: CONTENTFUL,
  CONTENTFUL_HOST: CONTENTFUL,
};

describe('buildSettingsProblems', () => {
  it('finds nothing wrong with nothing set (the mirror, no third party, no API)', () => {
    expect(buildSettingsProblems({})).toEqual([]);
  });

  it.each([
    [
      'CONTENTFUL_SPACE_ID',
      'space0only',
      'CONTENTFUL_ACCESS_TOKEN is not set, but CONTENTFUL_SPACE_ID is',
    ],
    ['GATSBY_CLIENT_APP_URL', 'app.example.org', 'GATSBY_CLIENT_APP_URL must be'],
    ['GATSBY_COUNTRY_LOOKUP_URL', 'lookup', 'GATSBY_COUNTRY_LOOKUP_URL must be'],
    ['GATSBY_DEFAULT_PHONE_COUNTRY', 'UK', 'GATSBY_DEFAULT_PHONE_COUNTRY must be'],
    ['GATSBY_API_URL', 'api.example.com', 'GATSBY_API_URL must be'],
    ['GATSBY_AUTH_COOKIE_PATH', 'auth', 'GATSBY_AUTH_COOKIE_PATH must be'],
    ['GATSBY_BOOKING_SLOTS_URL', 'cal.example/free', 'GATSBY_BOOKING_SLOTS_URL must be'],
    ['GATSBY_EXTERNAL_SCRIPTS', 'maybe', 'GATSBY_EXTERNAL_SCRIPTS must be true or false'],
    ['EMAIL_API_KEY', 'key-without-the-others', 'EMAIL_API_URL is not set'],
    [
      'REPORT_EMAIL_API_KEY',
      'key',
      'REPORT_EMAIL_API_KEY is no longer read: name it EMAIL_API_KEY',
    ],
    ['LEAD_EMAIL_TO', 'sales@company.example', 'LEAD_EMAIL_TO needs the e-mail API'],
    ['LEAD_WEBHOOK_URL', 'http://crm.example/hook', 'LEAD_WEBHOOK_URL must be an https address'],
  ])('names %s when it is wrong', (name, value, message) => {
    const problems = buildSettingsProblems({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('lists every wrong setting, not only the first', () => {
    const problems = buildSettingsProblems({
      CONTENTFUL_ACCESS_TOKEN: 'token',
      GATSBY_API_URL: 'nope',
      GATSBY_EXTERNAL_SCRIPTS: 'true',
      GATSBY_GTM_ID: 'UA-1',
    });
    expect(problems).toEqual([
      expect.stringContaining('CONTENTFUL_SPACE_ID is not set'),
      expect.stringContaining('GATSBY_API_URL must be'),
      expect.stringContaining('GATSBY_GTM_ID must be'),
    ]);
  });

  it.each(
    SETTINGS.filter(({ wrong }) => wrong !== undefined).map(({ name, wrong, secret }) => ({
      name,
      wrong: wrong as string,
      secret,
    })),
  )('stops on a wrong $name with a message naming it', ({ name, wrong, secret }) => {
    const problems = buildSettingsProblems({ ...WITH[name], [name]: wrong });
    expect(problems.join('\n')).toContain(name);
    if (secret) expect(problems.join('\n')).not.toContain(wrong);
  });

  it('reads only the variables of the settings list', () => {
    const listed = new Set(SETTINGS.map(({ name }) => name));
    expect(namesRead(buildSettingsProblems).filter((name) => !listed.has(name))).toEqual([]);
  });
});
