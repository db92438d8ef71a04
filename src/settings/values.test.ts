import { givenSetting, httpUrl, invalidSetting, readWhileLoading } from './values';

describe('setting values', () => {
  it('takes a blank value as unset, and trims the others', () => {
    expect(givenSetting(undefined)).toBeUndefined();
    expect(givenSetting('  ')).toBeUndefined();
    expect(givenSetting(' x ')).toBe('x');
  });

  it('names the variable, what it takes and what it is', () => {
    expect(invalidSetting('GATSBY_X', 'y', 'a number').message).toBe(
      'GATSBY_X must be a number; it is "y"',
    );
  });

  it('reads http(s) addresses only', () => {
    expect(httpUrl('https://a.example/p?q')?.pathname).toBe('/p');
    expect(httpUrl('http://localhost:9000')?.port).toBe('9000');
    for (const value of ['a.example', 'ftp://a.example', '//a.example', '']) {
      expect(httpUrl(value)).toBeNull();
    }
  });

  it('falls back only where the read throws', () => {
    expect(readWhileLoading(() => 'read', 'fallback')).toBe('read');
    expect(
      readWhileLoading(() => {
        throw new Error('wrong');
      }, 'fallback'),
    ).toBe('fallback');
  });
});
