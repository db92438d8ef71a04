/** In code points, as a visitor counts: an emoji is one character, not two UTF-16 units. */

export const hasAtLeast = (text: string, count: number): boolean => {
  let seen = 0;
  for (const _char of text) if (++seen >= count) return true;
  return seen >= count;
};
