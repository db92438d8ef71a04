import { readLeadNotificationConfig } from './lead-notification';

const API = {
  EMAIL_API_URL: 'https://mail-api.example/send',
  EMAIL_API_KEY: 'key',
  EMAIL_FROM: 'site@company.example',
};

/** The message `env` is refused with. */
const refusal = (env: Record<string, string | undefined>): string => {
  try {
    readLeadNotificationConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('readLeadNotificationConfig', () => {
  it('is off when no variable is set, or all are blank', () => {
    expect(readLeadNotificationConfig({})).toBeUndefined();
    expect(readLeadNotificationConfig(API)).toBeUndefined();
    expect(
      readLeadNotificationConfig({ LEAD_EMAIL_TO: ' ', LEAD_WEBHOOK_URL: '', ...API }),
    ).toBeUndefined();
  });

  it('sends every kind to the default address unless its own variable names another', () => {
    expect(
      readLeadNotificationConfig({
        ...API,
        LEAD_EMAIL_TO: 'team@company.example',
        LEAD_EMAIL_TO_SUPPORT: 'help@company.example',
      }),
    ).toEqual({
      emailTo: {
        sales: 'team@company.example',
        support: 'help@company.example',
        feedback: 'team@company.example',
      },
      webhookUrl: undefined,
    });
  });

  it('takes a webhook alone, without the e-mail API', () => {
    expect(readLeadNotificationConfig({ LEAD_WEBHOOK_URL: 'https://crm.example/hook' })).toEqual({
      emailTo: undefined,
      webhookUrl: 'https://crm.example/hook',
    });
    expect(
      readLeadNotificationConfig({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:9000/hook' })?.webhookUrl,
    ).toBe('http://127.0.0.1:9000/hook');
  });

  it('refuses an address that is not one plain address, naming the variable only', () => {
    const message = refusal({
      ...API,
      LEAD_EMAIL_TO: 'team@company.example, secret@evil.example',
      LEAD_EMAIL_TO_SALES: 'Sales <secret@company.example>',
    });
    expect(message).toBe(
      'LEAD_EMAIL_TO must be one plain e-mail address such as sales@example.org; LEAD_EMAIL_TO_SALES must be one plain e-mail address such as sales@example.org',
    );
  });

  it('refuses an address for one kind without the default, and an address without the API', () => {
    expect(refusal({ ...API, LEAD_EMAIL_TO_FEEDBACK: 'ideas@company.example' })).toMatch(
      /^LEAD_EMAIL_TO is not set: LEAD_EMAIL_TO_FEEDBACK replace/,
    );
    expect(refusal({ LEAD_EMAIL_TO: 'team@company.example' })).toBe(
      'LEAD_EMAIL_TO needs the e-mail API: set EMAIL_API_URL, EMAIL_API_KEY, EMAIL_FROM too',
    );
  });

  it.each([
    ['plain http to another host', 'http://crm.example/hook-secret'],
    ['a password', 'https://user:secret@crm.example/hook'],
    ['a line break', 'https://crm.example/hook-secret\nX: 1'],
    ['another scheme', 'javascript:secret'],
  ])('refuses a webhook with %s, without showing it', (_case, url) => {
    const message = refusal({ LEAD_WEBHOOK_URL: url });
    expect(message).toMatch(/^LEAD_WEBHOOK_URL must be an https address/);
    expect(message).not.toMatch(/secret|crm/);
  });
});
