import { parseMirrorJson, serialize } from './mirror-files';

const parse = (text: string | Buffer) =>
  parseMirrorJson(typeof text === 'string' ? Buffer.from(text) : text);

describe('parseMirrorJson', () => {
  it('reads a file in the form the mirror writes', () => {
    const value = { fields: { items: ['a', 'b'], title: 'Café' } };
    expect(parse(serialize(value))).toEqual({ ok: true, value });
  });

  it.each([
    ['a key given twice', '{\n  "a": 1,\n  "a": 2\n}\n'],
    ['keys out of order', '{\n  "b": 1,\n  "a": 2\n}\n'],
    ['no final newline', '{\n  "a": 1\n}'],
    ['one line', '{"a": 1}\n'],
  ])('refuses %s, naming the form and the duplicate keys', (_what, text) => {
    expect(parse(text)).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^differs from the form the mirror writes \(keys sorted, two-space indentation, a final newline\) or gives a key twice/,
      ),
    });
  });

  it.each([
    [Buffer.from('\ufeff{}\n'), 'it starts with a byte-order mark (U+FEFF'],
    [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), 'it is not UTF-8 text; save it as UTF-8'],
    [Buffer.from(' \n'), 'the file is empty'],
    [
      Buffer.from('{"a": 1,}'),
      'Expected double-quoted property name in JSON at position 8 (line 1 column 9)',
    ],
    [Buffer.from('{"a": [1,'), 'Unexpected end of JSON input'],
  ])('names what is wrong with %j', (bytes, why) => {
    const result = parse(bytes);
    expect(result).toEqual({ ok: false, message: expect.stringContaining(why) });
    expect(result.ok || result.message.startsWith('could not be read as JSON: ')).toBe(true);
  });

  it('does not echo the file in a syntax error', () => {
    const result = parse('{\n  "token": SECRET-VALUE\n}\n');
    expect(result).toEqual({
      ok: false,
      message: "could not be read as JSON: Unexpected token 'S'",
    });
  });
});
