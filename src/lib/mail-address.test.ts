import { isPlainMailAddress } from './mail-address';

/** An address of `length` characters whose labels are as long as DNS allows. */
const addressOfLength = (length: number) =>
  `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(length - 194)}`;

describe('isPlainMailAddress', () => {
  it.each([
    'ada@company.example',
    'ada.lovelace+reports@mail.company.example',
    "o'brien@company.example",
    'A_B-C@xn--bcher-kva.example',
    `${'a'.repeat(64)}@company.example`,
    addressOfLength(254),
  ])('takes %s', (address) => {
    expect(isPlainMailAddress(address)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'ada.company.example'],
    ['two @', 'ada@evil@company.example'],
    ['a comma list', 'ada@company.example,eve@evil.example'],
    ['a semicolon list', 'ada@company.example;eve@evil.example'],
    ['a space list', 'ada@company.example eve@evil.example'],
    ['a display name', 'Ada <ada@company.example>'],
    ['angle brackets', '<ada@company.example>'],
    ['a quoted local part', '"ada,eve"@company.example'],
    ['a comment', 'ada(comment)@company.example'],
    ['a CRLF and a header', 'ada@company.example\r\nBcc: eve@evil.example'],
    ['a line feed', 'ada@company.example\nBcc: eve@evil.example'],
    ['a TAB', 'ada@company.example\teve@evil.example'],
    ['a NUL', 'ada@company.example\u0000eve@evil.example'],
    ['a line separator (U+2028)', 'ada@company.example\u2028eve@evil.example'],
    ['a leading space', ' ada@company.example'],
    ['a trailing line break', 'ada@company.example\n'],
    ['a colon (group syntax)', 'list:ada@company.example;'],
    ['a backslash', 'ada\\@company.example'],
    ['non-ASCII', 'adä@company.example'],
    ['a zero-width space', 'ada\u200b@company.example'],
    ['a domain without a dot', 'ada@localhost'],
    ['an IP literal', 'ada@[127.0.0.1]'],
    ['a numeric top-level domain', 'ada@127.0.0.1'],
    ['an empty label', 'ada@company..example'],
    ['a label starting with a hyphen', 'ada@-company.example'],
    ['a label of 64 characters', `ada@${'b'.repeat(64)}.example`],
    ['a leading dot', '.ada@company.example'],
    ['two dots in a row', 'ada..lovelace@company.example'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@company.example`],
    ['255 characters', addressOfLength(255)],
  ])('refuses %s', (_case, address) => {
    expect(isPlainMailAddress(address)).toBe(false);
  });
});
