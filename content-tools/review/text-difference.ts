/** How a long text changed, in words a reviewer can take in: word counts and the first change. */

const WORDS = new Intl.Segmenter('en', { granularity: 'word' });
const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

export const wordCount = (text: string): number => {
  let count = 0;
  for (const segment of WORDS.segment(text)) if (segment.isWordLike) count += 1;
  return count;
};

const sentencesOf = (text: string): string[] =>
  Array.from(SENTENCES.segment(text), (segment) => segment.segment.trim()).filter(Boolean);

/**
 * The first sentence that differs between two versions of a text, as it was and as it is now
 * (undefined on the side where it does not exist: text added at the end, or cut from it).
 * Undefined altogether when every sentence is the same and only spacing changed.
 */
export const firstDifferingSentence = (
  before: string,
  after: string,
): { before?: string; after?: string } | undefined => {
  const old = sentencesOf(before);
  const next = sentencesOf(after);
  for (let index = 0; index < Math.max(old.length, next.length); index += 1) {
    if (old[index] !== next[index]) return { before: old[index], after: next[index] };
  }
  return undefined;
};
