import { parseMirrorJson } from './strict-json';

const parse = (text: string) => parseMirrorJson(Buffer.from(text));

describe('parseMirrorJson', () => {
  it('gives the same value as JSON.parse for valid JSON', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"], "b": {}, "c": []}';
    expect(parse(text)).toEqual({ ok: true, value: JSON.parse(text), duplicateKeys: [] });
  });

  it('finds keys given twice at any depth, keys spelt with escapes included', () => {
    const result = parse('{"a": {"b": 1, "b": 2}, "c": [{"d": 1, "\\u0064": 2}], "a": 3}');
    expect(result).toMatchObject({ ok: true, duplicateKeys: ['a.b', 'c[0].d', 'a'] });
  });

  it('accepts the same key in different objects', () => {
    expect(parse('[{"a": 1}, {"a": 2}]')).toMatchObject({ ok: true, duplicateKeys: [] });
  });

  it.each([
    ['{"a": 1,}', 'expected text in double quotes at line 1, column 9'],
    ['{"a" 1}', 'expected ":" at line 1, column 6'],
    ['[1 2]', 'expected "," or "]" at line 1, column 4'],
    ['{"a": 1} x', 'nothing after the value at line 1, column 10'],
    ['{"a": 01}', 'expected "," or "}" at line 1, column 8'],
    [
      '{\n  "a": "tab\there"\n}',
      'text in double quotes that is not closed, or holds a control character or a bad escape at line 2, column 8',
    ],
  ])('says where %j goes wrong', (text, where) => {
    expect(parse(text)).toEqual({ ok: false, message: `could not be read as JSON: ${where}` });
  });

  it('says where the file ends too early', () => {
    expect(parse('{"a": [1,')).toEqual({
      ok: false,
      message:
        'could not be read as JSON: the file ends where a value was expected at line 1, column 10',
    });
  });

  it('refuses nesting deeper than any mirror file needs, without exhausting the stack', () => {
    const result = parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(result).toEqual({
      ok: false,
      message: 'could not be read as JSON: nested more than 64 deep at line 1, column 66',
    });
  });
});
