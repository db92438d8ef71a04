/** Type-to-find in a list (WAI-ARIA listbox practice), ignoring case and accents. */

export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** Repeating one letter cycles; several letters keep the current item while it matches. */
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
