import { isServiceUrl, readEmailApiConfig } from './email-api';

const VALID = {
  EMAIL_API_URL: 'https://mail-api.example/send',
  EMAIL_API_KEY: 'key-1234_abcd.EFGH',
  EMAIL_FROM: 'reports@company.example',
};

/** The message `env` is refused with. */
const refusal = (env: Record<string, string | undefined>): string => {
  try {
    readEmailApiConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('readEmailApiConfig', () => {
  it('is off when no variable is set, or all are blank', () => {
    expect(readEmailApiConfig({})).toBeUndefined();
    expect(
      readEmailApiConfig({ EMAIL_API_URL: '', EMAIL_API_KEY: ' ', EMAIL_FROM: '' }),
    ).toBeUndefined();
  });

  it('reads the three variables', () => {
    expect(readEmailApiConfig(VALID)).toEqual({
      apiUrl: 'https://mail-api.example/send',
      apiKey: 'key-1234_abcd.EFGH',
      from: 'reports@company.example',
    });
  });

  it('takes plain http for a server on this machine only', () => {
    for (const apiUrl of ['http://127.0.0.1:9999/send', 'http://localhost:9999/send']) {
      expect(readEmailApiConfig({ ...VALID, EMAIL_API_URL: apiUrl })?.apiUrl).toBe(apiUrl);
    }
    expect(refusal({ ...VALID, EMAIL_API_URL: 'http://mail-api.example/send' })).toMatch(
      /^EMAIL_API_URL must be an https address/,
    );
  });

  it('names each variable missing from a half-set configuration', () => {
    const message = refusal({ EMAIL_API_KEY: 'k' });
    expect(message).toContain('EMAIL_API_URL is not set');
    expect(message).toContain('EMAIL_FROM is not set');
    expect(message).not.toContain('EMAIL_API_KEY is');
    expect(refusal({ ...VALID, EMAIL_FROM: undefined })).toMatch(/^EMAIL_FROM is not set/);
  });

  it('refuses the former names rather than ignore them, without showing their values', () => {
    const message = refusal({
      ...VALID,
      REPORT_EMAIL_API_URL: 'https://secret.example',
      REPORT_EMAIL_FROM: 'secret@company.example',
    });
    expect(message).toBe(
      'REPORT_EMAIL_API_URL is no longer read: name it EMAIL_API_URL; REPORT_EMAIL_FROM is no longer read: name it EMAIL_FROM',
    );
    expect(readEmailApiConfig({ ...VALID, REPORT_EMAIL_API_KEY: ' ' })).toBeDefined();
  });

  it.each([
    ['with a user name and password', 'https://user:url-secret@mail-api.example/send'],
    ['with a user name', 'https://url-secret@mail-api.example/send'],
    ['with a line break', 'https://mail-api.exam\nple/url-secret'],
    ['with a tab', 'https://mail-api.exam\tple/url-secret'],
    ['with a space', 'https://mail-api.example/url-secret x'],
    ['of another scheme', 'ftp://mail-api.example/url-secret'],
    ['not an address', 'url-secret'],
  ])('refuses an API address %s, without showing it', (_case, apiUrl) => {
    const message = refusal({ ...VALID, EMAIL_API_URL: apiUrl });
    expect(message).toMatch(/^EMAIL_API_URL must be/);
    expect(message).not.toMatch(/secret|mail-api/);
    expect(isServiceUrl(apiUrl)).toBe(false);
  });

  it.each([
    ['a line break', 'key-secret\nX-Injected: 1'],
    ['a carriage return', 'key-secret\rmore'],
    ['a space', 'key-secret more'],
    ['a NUL', 'key-secret\u0000'],
    ['a non-ASCII character', 'key-secrét'],
  ])('refuses a key with %s, without showing it', (_case, apiKey) => {
    const message = refusal({ ...VALID, EMAIL_API_KEY: apiKey });
    expect(message).toMatch(/^EMAIL_API_KEY must be one line/);
    expect(message).not.toContain('secret');
  });

  it.each([
    ['two addresses', 'reports@company.example, secret@evil.example'],
    ['a display name', 'Reports <secret@company.example>'],
    ['a header', 'reports@company.example\r\nBcc: secret@evil.example'],
  ])('refuses a sender with %s, without showing it', (_case, from) => {
    const message = refusal({ ...VALID, EMAIL_FROM: from });
    expect(message).toMatch(/^EMAIL_FROM must be one plain e-mail address/);
    expect(message).not.toContain('secret');
  });

  it('lists every problem at once', () => {
    const message = refusal({
      EMAIL_API_URL: 'ftp://x',
      EMAIL_API_KEY: 'a b',
      EMAIL_FROM: 'nobody',
    });
    expect(message.split('; ').map((line) => line.split(' ')[0])).toEqual([
      'EMAIL_API_URL',
      'EMAIL_API_KEY',
      'EMAIL_FROM',
    ]);
  });
});
