import { hasAtLeast } from './text-length';

describe('hasAtLeast', () => {
  it('counts characters, so a character outside the BMP is one', () => {
    expect('a😀'.length).toBe(3);
    expect(hasAtLeast('a😀', 3)).toBe(false);
    expect(hasAtLeast('a😀', 2)).toBe(true);
    expect(hasAtLeast('ab😀', 3)).toBe(true);
  });

  it('takes the empty text as having none, and a count of 0 as always met', () => {
    expect(hasAtLeast('', 1)).toBe(false);
    expect(hasAtLeast('', 0)).toBe(true);
  });
});
