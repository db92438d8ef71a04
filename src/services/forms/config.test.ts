import { readCountryLookupUrl } from './config';

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
