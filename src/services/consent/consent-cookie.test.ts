import { cookieConsentStorage, parseConsentCookie } from './consent-cookie';

/** A document whose cookie accessor keeps what was last written, as one cookie would. */
const cookieDocument = () => {
  let written = '';
  return {
    get cookie() {
      return written.split(';')[0] ?? '';
    },
    set cookie(value: string) {
      written = value;
    },
    get written() {
      return written;
    },
  };
};

describe('the consent cookie', () => {
  test('keeps the granted categories for 365 days on the whole site', () => {
    const doc = cookieDocument();
    cookieConsentStorage(doc, { secure: true }).write(['performance', 'targeting']);
    expect(doc.written).toBe(
      'cookie_consent=1:performance,targeting; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
    expect(cookieConsentStorage(doc, { secure: true }).read()).toEqual([
      'performance',
      'targeting',
    ]);
  });

  test('a refusal of all is a choice, not the absence of one', () => {
    const doc = cookieDocument();
    const storage = cookieConsentStorage(doc, { secure: false });
    expect(storage.read()).toBeUndefined();
    storage.write([]);
    expect(doc.written).not.toContain('Secure');
    expect(storage.read()).toEqual([]);
  });

  test.each(['', '1', '2:performance', '1:performance,cookies', '1:a:b', 'performance'])(
    'an unknown value %p counts as no choice',
    (value) => {
      expect(parseConsentCookie(value)).toBeUndefined();
    },
  );
});
