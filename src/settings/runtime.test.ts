import { readRuntimeConfig } from './runtime';

describe('readRuntimeConfig', () => {
  it('is off with nothing set, and a blank variable counts as unset', () => {
    const off = {
      apiBaseUrl: null,
      authCookies: { domain: null, path: '/' },
      newBuildPollMs: null,
    };
    expect(readRuntimeConfig({})).toEqual(off);
    expect(
      readRuntimeConfig({
        GATSBY_API_URL: ' ',
        GATSBY_AUTH_COOKIE_DOMAIN: '',
        GATSBY_AUTH_COOKIE_PATH: '',
        GATSBY_NEW_BUILD_POLL_SECONDS: '',
      }),
    ).toEqual(off);
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com/api/v1'],
    ['https://api.example.com/', 'https://api.example.com/api/v1'],
    ['https://example.com/api/v2/', 'https://example.com/api/v2'],
    ['http://127.0.0.1:4000/api/v1', 'http://127.0.0.1:4000/api/v1'],
  ])('takes the API address %s as %s', (value, base) => {
    expect(readRuntimeConfig({ GATSBY_API_URL: value }).apiBaseUrl).toBe(base);
  });

  describe('a production build (NODE_ENV=production, as `gatsby build` sets it)', () => {
    it.each(['http://api.example.com', 'http://10.0.0.5:4000/api/v1', 'http://localhost.example'])(
      'stops on the http:// API address %s, naming GATSBY_API_URL',
      (value) => {
        expect(() => readRuntimeConfig({ GATSBY_API_URL: value, NODE_ENV: 'production' })).toThrow(
          `GATSBY_API_URL must be an https:// address in a production build (http:// only for localhost, 127.0.0.1 or [::1]); it is "${value}"`,
        );
      },
    );

    it.each([
      ['https://api.example.com', 'https://api.example.com/api/v1'],
      ['http://localhost:4000', 'http://localhost:4000/api/v1'],
      ['http://127.0.0.1:4000/api/v1', 'http://127.0.0.1:4000/api/v1'],
      ['http://[::1]:4000', 'http://[::1]:4000/api/v1'],
    ])('takes %s', (value, base) => {
      expect(readRuntimeConfig({ GATSBY_API_URL: value, NODE_ENV: 'production' }).apiBaseUrl).toBe(
        base,
      );
    });

    it('leaves http:// to other modes (gatsby develop)', () => {
      expect(
        readRuntimeConfig({ GATSBY_API_URL: 'http://api.example.com', NODE_ENV: 'development' })
          .apiBaseUrl,
      ).toBe('http://api.example.com/api/v1');
    });
  });

  it('reads the cookie scope and the poll interval', () => {
    expect(
      readRuntimeConfig({
        GATSBY_AUTH_COOKIE_DOMAIN: '.example.com',
        GATSBY_AUTH_COOKIE_PATH: '/marketing',
        GATSBY_NEW_BUILD_POLL_SECONDS: '300',
      }),
    ).toEqual({
      apiBaseUrl: null,
      authCookies: { domain: '.example.com', path: '/marketing' },
      newBuildPollMs: 300_000,
    });
  });

  it.each([
    ['GATSBY_API_URL', 'api.example.com'],
    ['GATSBY_API_URL', 'ftp://api.example.com'],
    ['GATSBY_API_URL', 'https://api.example.com/?v=1'],
    ['GATSBY_AUTH_COOKIE_DOMAIN', 'example .com'],
    ['GATSBY_AUTH_COOKIE_DOMAIN', 'https://example.com'],
    ['GATSBY_AUTH_COOKIE_PATH', 'marketing'],
    ['GATSBY_AUTH_COOKIE_PATH', '/a;b'],
    ['GATSBY_NEW_BUILD_POLL_SECONDS', '0'],
    ['GATSBY_NEW_BUILD_POLL_SECONDS', '1.5'],
    ['GATSBY_NEW_BUILD_POLL_SECONDS', 'often'],
  ])('stops on a malformed %s (%s), naming the variable', (name, value) => {
    expect(() => readRuntimeConfig({ [name]: value })).toThrow(
      new RegExp(`^${name} must be .*; it is "${value.replace(/[.?/]/g, '\\$&')}"$`),
    );
  });
});
