/**
 * Type-to-find in a list (WAI-ARIA listbox practice): typed letters move to the next item whose
 * label starts with them. Case and accents are ignored, so "cote" finds "Côte d’Ivoire".
 */

/** A label as type-to-find compares it: no accents, lowercase. */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/**
 * The index of the item the typed letters point to, or undefined. `labels` are folded with
 * `foldForSearch`; `current` is the active index (-1 for none). One letter, or the same letter
 * repeated, moves to the next item starting with it (cycling through them); several letters
 * keep the current item while it still matches.
 */
export const findTyped = (
  labels: readonly string[],
  typed: string,
  current: number,
): number | undefined => {
  const query = foldForSearch(typed);
  const first = query.charAt(0);
  if (first === '' || labels.length === 0) return undefined;
  const cycling = [...query].every((char) => char === first);
  const prefix = cycling ? first : query;
  const start = cycling ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (labels[index]?.startsWith(prefix)) return index;
  }
  return undefined;
};
