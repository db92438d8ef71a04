import {
  hasOnlyValidCharacters,
  positionAfterSignificant,
  significantBefore,
  withoutSignificant,
} from './phone-text';

describe('hasOnlyValidCharacters', () => {
  it('takes digits, spaces, brackets, "+" and "-" only', () => {
    expect(hasOnlyValidCharacters('+44 (20) 7183-8750')).toBe(true);
    expect(hasOnlyValidCharacters('020 7183 875O')).toBe(false);
  });
});

describe('caret helpers', () => {
  it('count the digits and "+" before a position', () => {
    expect(significantBefore('+44 (20) 7', 6)).toBe(4);
    expect(significantBefore('+44 (20) 7', 0)).toBe(0);
  });

  it('find the position after the n-th digit or "+"', () => {
    expect(positionAfterSignificant('+44 20 7183', 4)).toBe(5);
    expect(positionAfterSignificant('+44 20 7183', 0)).toBe(0);
    expect(positionAfterSignificant('+44 20', 99)).toBe(6);
  });

  it('remove the n-th digit or "+"', () => {
    expect(withoutSignificant('020 7183', 3)).toBe('02 7183');
    expect(withoutSignificant('020 7183', 0)).toBe('020 7183');
    expect(withoutSignificant('020', 9)).toBe('020');
  });
});
