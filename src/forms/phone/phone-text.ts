/** Kept apart from ./form-phone, which loads libphonenumber-js only when a visitor needs it. */

const VALID_CHARACTERS = /^[0-9\s()+-]*$/;

export const hasOnlyValidCharacters = (text: string): boolean => VALID_CHARACTERS.test(text);

/** Formatting keeps only these, so caret positions count them. */
const isSignificant = (char: string): boolean => /[0-9+]/.test(char);

export const significantBefore = (text: string, position: number): number =>
  [...text.slice(0, position)].filter(isSignificant).length;

export const positionAfterSignificant = (text: string, count: number): number => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
};

export const withoutSignificant = (text: string, n: number): string => {
  if (n < 1 || significantBefore(text, text.length) < n) return text;
  const end = positionAfterSignificant(text, n);
  return text.slice(0, end - 1) + text.slice(end);
};
