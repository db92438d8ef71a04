import {
  THIRD_PARTIES,
  configuredThirdParties,
  configuredValue,
  thirdPartyCspSources,
} from './registry';

const ALL_SET = {
  GATSBY_GTM_ID: 'GTM-AB12CD3',
  GATSBY_SEGMENT_WRITE_KEY: 'abcDEF1234567890',
  GATSBY_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.io/4242',
  GATSBY_HOTJAR_ID: '123456',
  GATSBY_LIVECHAT_LICENSE: '987654',
  GATSBY_FACEBOOK_PIXEL_ID: '112233445566',
};

describe('configuredThirdParties', () => {
  test('nothing is on without the external-scripts switch, even when every id is set', () => {
    expect(configuredThirdParties(ALL_SET)).toEqual([]);
    expect(configuredThirdParties({ ...ALL_SET, GATSBY_EXTERNAL_SCRIPTS: 'false' })).toEqual([]);
  });

  test('with the switch on, every third party whose variable is set', () => {
    const on = configuredThirdParties({ ...ALL_SET, GATSBY_EXTERNAL_SCRIPTS: 'true' });
    expect(on.map(({ party }) => party.id)).toEqual(THIRD_PARTIES.map(({ id }) => id));
    const some = configuredThirdParties({ GATSBY_EXTERNAL_SCRIPTS: '1', GATSBY_HOTJAR_ID: '7' });
    expect(some).toEqual([{ party: expect.objectContaining({ id: 'recording' }), value: '7' }]);
  });

  test('a blank variable counts as unset', () => {
    expect(
      configuredThirdParties({ GATSBY_EXTERNAL_SCRIPTS: 'true', GATSBY_GTM_ID: '  ' }),
    ).toEqual([]);
  });

  test.each([
    ['GATSBY_GTM_ID', 'gtm-abc', /GATSBY_GTM_ID must be GTM- followed by/],
    ['GATSBY_HOTJAR_ID', '12a', /GATSBY_HOTJAR_ID must be a numeric/],
    ['GATSBY_SENTRY_DSN', 'http://key@host/1', /GATSBY_SENTRY_DSN must be a Sentry DSN/],
    ['GATSBY_EXTERNAL_SCRIPTS', 'maybe', /GATSBY_EXTERNAL_SCRIPTS must be true or false/],
  ])(
    'a malformed %s stops the build naming the variable, switch on or off',
    (name, value, message) => {
      expect(() => configuredThirdParties({ [name]: value })).toThrow(message);
      expect(() =>
        configuredThirdParties({ GATSBY_EXTERNAL_SCRIPTS: 'true', [name]: value }),
      ).toThrow(message);
    },
  );
});

describe('thirdPartyCspSources', () => {
  test('no third party configured: no origins', () => {
    expect(thirdPartyCspSources([])).toEqual({});
  });

  test('origins of the configured ones only, merged per directive and sorted', () => {
    const sources = thirdPartyCspSources(
      configuredThirdParties({
        GATSBY_EXTERNAL_SCRIPTS: 'true',
        GATSBY_GTM_ID: 'GTM-X1',
        GATSBY_SENTRY_DSN: 'https://ab12@o1.ingest.us.sentry.io/9',
      }),
    );
    expect(sources['connect-src']).toContain('https://o1.ingest.us.sentry.io');
    expect(sources['script-src']).toEqual(['https://www.googletagmanager.com']);
    expect(sources['frame-src']).toBeUndefined();
    const connect = sources['connect-src'] ?? [];
    expect(connect).toEqual([...connect].sort());
  });
});

describe('configuredValue', () => {
  test.each([
    ['segment', 'GATSBY_SEGMENT_WRITE_KEY'],
    ['sentry', 'GATSBY_SENTRY_DSN'],
  ] as const)('%s: its value only when it and the switch are both set', (id, variable) => {
    const value = ALL_SET[variable];
    expect(configuredValue(configuredThirdParties({ [variable]: value }), id)).toBeNull();
    expect(
      configuredValue(configuredThirdParties({ GATSBY_EXTERNAL_SCRIPTS: 'true' }), id),
    ).toBeNull();
    expect(
      configuredValue(
        configuredThirdParties({ GATSBY_EXTERNAL_SCRIPTS: 'false', [variable]: value }),
        id,
      ),
    ).toBeNull();
    expect(
      configuredValue(
        configuredThirdParties({ GATSBY_EXTERNAL_SCRIPTS: 'true', [variable]: value }),
        id,
      ),
    ).toBe(value);
  });
});
