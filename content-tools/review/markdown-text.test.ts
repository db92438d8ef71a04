import { clip, fitList, inlineCode } from './markdown-text';

describe('clip', () => {
  it('keeps a short text and clips a long one to whole characters', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('abcdefghij', 5)).toBe('abcd…');
    // Four emoji are eight UTF-16 units; none is cut in half.
    expect(clip('😀😀😀😀', 3)).toBe('😀😀…');
  });
});

describe('inlineCode', () => {
  it('fences text with one backtick more than its longest run', () => {
    expect(inlineCode('plain', 50)).toBe('`plain`');
    expect(inlineCode('a `b` ``c`` d', 50)).toBe('```a `b` ``c`` d```');
    expect(inlineCode('`edge`', 50)).toBe('`` `edge` ``');
  });

  it('puts a text on one line, shows invisible characters and clips it', () => {
    expect(inlineCode('  two\n\nlines\t ', 50)).toBe('`two lines`');
    expect(inlineCode('a\u202eb', 50)).toBe('`a\\u202eb`');
    expect(inlineCode('x'.repeat(500), 20)).toBe(`\`${'x'.repeat(19)}…\``);
  });

  it('shows an empty text as such', () => {
    expect(inlineCode(' \n ', 50)).toBe('_(empty)_');
  });
});

describe('fitList', () => {
  const omitted = (count: number) => `- ${count} more`;

  it('keeps every item that fits', () => {
    expect(fitList('# H\n', ['- a\n', '- b\n'], omitted, 100)).toBe('# H\n- a\n- b\n');
  });

  it('stops where the rest would not fit and counts what it left out', () => {
    const text = fitList('# H\n', ['- aaaa\n', '- bbbb\n', '- cccc\n'], omitted, 22);
    expect(text).toBe('# H\n- aaaa\n- 2 more\n');
    expect(text.length).toBeLessThanOrEqual(22);
  });
});
