import { COUNTRIES, countryName } from './countries';

describe('COUNTRIES', () => {
  it('has about 250 entries, each keyed by a unique lowercase two-letter code', () => {
    expect(COUNTRIES).toHaveLength(250);
    const codes = COUNTRIES.map(({ code }) => code);
    expect(codes.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('includes Kosovo', () => {
    expect(countryName('xk')).toBe('Kosovo');
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map(({ name }) => name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('names countries in any letter case, and nothing else', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('us')).toBe('United States');
    expect(countryName('zz')).toBeUndefined();
  });
});
