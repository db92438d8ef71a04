/**
 * The phone box's text apart from what the number means: which characters it may hold, and
 * where the caret stands among the digits when formatting rewrites the text. Kept apart from
 * ./form-phone, which loads with libphonenumber-js only when a visitor turns to the field.
 */

/** The characters of the valid-characters-only option. */
const VALID_CHARACTERS = /^[0-9\s()+-]*$/;

export const hasOnlyValidCharacters = (text: string): boolean => VALID_CHARACTERS.test(text);

/** Digits and "+": the characters formatting keeps, and so what a caret position counts. */
const isSignificant = (char: string): boolean => /[0-9+]/.test(char);

/** How many significant characters stand before `position` in `text`. */
export const significantBefore = (text: string, position: number): number =>
  [...text.slice(0, position)].filter(isSignificant).length;

/** The position in `text` just after its `count`-th significant character. */
export const positionAfterSignificant = (text: string, count: number): number => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSignificant(text.charAt(index)) && ++seen === count) return index + 1;
  }
  return text.length;
};

/** The text without its `n`-th significant character (1-based); unchanged when out of range. */
export const withoutSignificant = (text: string, n: number): string => {
  if (n < 1 || significantBefore(text, text.length) < n) return text;
  const end = positionAfterSignificant(text, n);
  return text.slice(0, end - 1) + text.slice(end);
};
