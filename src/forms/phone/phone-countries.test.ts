import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import {
  countriesOfDialCode,
  defaultCountry,
  flagEmoji,
  isCountryAllowed,
  libCountry,
  phoneCountries,
} from './phone-countries';

const codes = (list: { iso2: string }[]) => list.map(({ iso2 }) => iso2);

describe('phoneCountries', () => {
  it('lists every country with a numbering plan by name, with its dial code', () => {
    const all = phoneCountries();
    expect(all.length).toBeGreaterThan(240);
    expect(all[0]).toEqual({ name: 'Afghanistan', iso2: 'af', dialCode: '93', preferred: false });
    expect(all.find(({ iso2 }) => iso2 === 'xk')).toMatchObject({ dialCode: '383' });
    expect(all.find(({ iso2 }) => iso2 === 'us')).toMatchObject({ dialCode: '1' });
  });

  it('puts the preferred countries first, in the order given, and only once', () => {
    const list = phoneCountries({}, ['GB', 'de']);
    expect(codes(list.slice(0, 2))).toEqual(['gb', 'de']);
    expect(list.slice(0, 2).every(({ preferred }) => preferred)).toBe(true);
    expect(codes(list).filter((code) => code === 'gb')).toHaveLength(1);
    expect(list[2]).toMatchObject({ iso2: 'af', preferred: false });
  });

  it('keeps only the allowed countries, and drops the ignored ones', () => {
    expect(codes(phoneCountries({ allowedCountries: ['fr', 'DE', 'gb'] }))).toEqual([
      'fr',
      'de',
      'gb',
    ]);
    expect(codes(phoneCountries({ ignoredCountries: ['af'] }))).not.toContain('af');
  });

  it('lists no preferred country the lists exclude', () => {
    expect(codes(phoneCountries({ ignoredCountries: ['gb'] }, ['gb', 'de']))[0]).toBe('de');
  });
});

describe('isCountryAllowed', () => {
  it('allows everything without lists, in any letter case', () => {
    expect(isCountryAllowed('GB', {})).toBe(true);
    expect(isCountryAllowed('gb', { allowedCountries: [] })).toBe(true);
  });

  it('excludes what is not allowed or is ignored', () => {
    expect(isCountryAllowed('GB', { allowedCountries: ['us'] })).toBe(false);
    expect(isCountryAllowed('gb', { ignoredCountries: ['GB'] })).toBe(false);
    expect(isCountryAllowed('gb', { allowedCountries: ['gb'], ignoredCountries: ['gb'] })).toBe(
      false,
    );
  });
});

describe('flagEmoji', () => {
  it('writes a code as regional indicator symbols', () => {
    expect(flagEmoji('gb')).toBe('🇬🇧');
    expect(flagEmoji('US')).toBe('🇺🇸');
  });

  it('answers nothing for something that is no two-letter code', () => {
    expect(flagEmoji('')).toBe('');
    expect(flagEmoji('gbr')).toBe('');
  });
});

describe('libCountry', () => {
  it('answers libphonenumber-js’s code for a country it knows', () => {
    expect(libCountry('gb')).toBe('GB');
    expect(libCountry('aq')).toBeUndefined();
    expect(libCountry(undefined)).toBeUndefined();
    expect(libCountry('001')).toBeUndefined();
  });

  // The list reads the metadata's calling-code table, not the library's functions: the two
  // must agree on every two-letter code.
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const everyPair = letters.flatMap((first) => letters.map((second) => first + second));

  it('knows exactly the countries libphonenumber-js supports', () => {
    const ours = everyPair.filter((code) => libCountry(code) !== undefined);
    expect(ours).toEqual(everyPair.filter((code) => isSupportedCountry(code)));
    expect(ours.length).toBeGreaterThan(240);
  });

  it('lists each country with the calling code libphonenumber-js gives it', () => {
    for (const country of phoneCountries()) {
      const code = libCountry(country.iso2);
      expect(code && [country.iso2, getCountryCallingCode(code)]).toEqual([
        country.iso2,
        country.dialCode,
      ]);
    }
    expect(countriesOfDialCode('+44').slice(0, 2)).toEqual(['gb', 'gg']);
  });
});

describe('defaultCountry', () => {
  const all = phoneCountries({}, ['de', 'fr']);

  it('takes the given code first', () => {
    expect(defaultCountry({ defaultCountry: 'GB', dialCode: '1' }, all)?.iso2).toBe('gb');
  });

  it('then the main country of a dial code, with or without "+"', () => {
    expect(defaultCountry({ dialCode: '+1' }, all)?.iso2).toBe('us');
    expect(defaultCountry({ dialCode: '44' }, all)?.iso2).toBe('gb');
    expect(defaultCountry({ dialCode: '383' }, all)?.iso2).toBe('xk');
  });

  it('then another country of the dial code when the main one is not listed', () => {
    const noUs = phoneCountries({ ignoredCountries: ['us'] });
    expect(defaultCountry({ dialCode: '1' }, noUs)?.iso2).toBe('ag');
  });

  it('then the first preferred country', () => {
    expect(defaultCountry({}, all)?.iso2).toBe('de');
    expect(defaultCountry({ defaultCountry: 'zz', dialCode: '999' }, all)?.iso2).toBe('de');
  });

  it('then none, leaving the choice to automatic detection', () => {
    expect(defaultCountry({}, phoneCountries())).toBeUndefined();
  });

  it('never answers a country the list leaves out', () => {
    const onlyFr = phoneCountries({ allowedCountries: ['fr'] });
    expect(defaultCountry({ defaultCountry: 'gb' }, onlyFr)).toBeUndefined();
  });
});
