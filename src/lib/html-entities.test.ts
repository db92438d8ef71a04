import { decodeEntities } from './html-entities';

describe('decodeEntities', () => {
  it('decodes the named basics in any letter case, and numeric references', () => {
    expect(decodeEntities('Tom &amp; Jerry &LT;3 &quot;hi&quot; it&apos;s')).toBe(
      'Tom & Jerry <3 "hi" it\'s',
    );
    expect(decodeEntities('caf&#233; &#x1F600; &#X41;')).toBe('café 😀 A');
  });

  it('leaves unknown names and impossible code points as written', () => {
    expect(decodeEntities('&copy; &#x110000; & plain')).toBe('&copy; &#x110000; & plain');
  });
});
