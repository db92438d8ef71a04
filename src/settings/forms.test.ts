import { readCountryLookupUrl, readDefaultPhoneCountry } from './forms';

describe('readCountryLookupUrl', () => {
  it('is off when unset or blank', () => {
    expect(readCountryLookupUrl(undefined)).toBeUndefined();
    expect(readCountryLookupUrl('  ')).toBeUndefined();
  });

  it('takes an http(s) address', () => {
    expect(readCountryLookupUrl(' https://ip2c.example/self ')).toBe('https://ip2c.example/self');
    expect(readCountryLookupUrl('http://127.0.0.1:9000/country')).toBe(
      'http://127.0.0.1:9000/country',
    );
  });

  it.each(['ip2c.example', 'ftp://ip2c.example', 'https://', 'javascript:alert(1)'])(
    'stops on %p, naming the variable',
    (value) => {
      expect(() => readCountryLookupUrl(value)).toThrow(/GATSBY_COUNTRY_LOOKUP_URL/);
    },
  );
});

describe('readDefaultPhoneCountry', () => {
  it('is none when unset or blank', () => {
    expect(readDefaultPhoneCountry(undefined)).toBeUndefined();
    expect(readDefaultPhoneCountry(' ')).toBeUndefined();
  });

  it('takes a two-letter code of the country list in any letter case, as lowercase', () => {
    expect(readDefaultPhoneCountry(' GB ')).toBe('gb');
    expect(readDefaultPhoneCountry('de')).toBe('de');
    expect(readDefaultPhoneCountry('XK')).toBe('xk');
  });

  it.each(['UK', 'GBR', 'en-GB', 'United Kingdom', '44'])(
    'stops on %p, naming the variable',
    (value) => {
      expect(() => readDefaultPhoneCountry(value)).toThrow(
        /GATSBY_DEFAULT_PHONE_COUNTRY must be a two-letter country code/,
      );
    },
  );
});
