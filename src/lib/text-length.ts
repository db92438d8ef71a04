/**
 * Lengths as a visitor counts them: in characters (code points), so an emoji or a character
 * outside the Basic Multilingual Plane is one, not the two UTF-16 units `length` counts.
 */

/** Whether `text` has at least `count` characters; stops counting once it knows. */
export const hasAtLeast = (text: string, count: number): boolean => {
  let seen = 0;
  for (const _char of text) if (++seen >= count) return true;
  return seen >= count;
};
