/**
 * Reading time: words counted in text (HTML stripped first for articles), divided by a reading
 * speed, and a label from the table of the twelve locales in config/blog.ts.
 */
import { BLOG, READ_TIME_LABELS, type ReadTimeLocale } from './config/blog';
import { decodeEntities } from './html-entities';

/** Elements that separate words: a tag of one of these becomes a space, others vanish. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^<>]*>/gi;

/**
 * The text of an HTML fragment: comments, scripts and styles dropped, block tags replaced by
 * spaces (so "<li>one</li><li>two</li>" stays two words) and inline tags removed (so
 * "<em>re</em>hire" stays one word), entities decoded.
 */
export const stripHtml = (html: string): string =>
  decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^<>]*>/g, ''),
  );

/**
 * Counts words: runs of letters, digits and joining marks ("don't", "follow-the-sun" and
 * "70%" are one word each); punctuation alone is not a word.
 */
export const countWords = (text: string): number =>
  text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

export interface ReadingTime {
  words: number;
  /** Whole minutes, rounded up; 0 when the text takes less than a minute. */
  minutes: number;
}

/**
 * The generic word counter: minutes to read plain text at `wordsPerMinute` (300 by default).
 * A text of exactly one minute's words is "1 min"; one word more is "2 min".
 */
export const readingTime = (
  text: string,
  wordsPerMinute: number = BLOG.genericWordsPerMinute,
): ReadingTime => {
  if (!(wordsPerMinute > 0)) throw new RangeError('wordsPerMinute must be a positive number');
  const words = countWords(text);
  return { words, minutes: words < wordsPerMinute ? 0 : Math.ceil(words / wordsPerMinute) };
};

/** An article's reading time: its HTML stripped, read at 220 words per minute. */
export const articleReadingTime = (html: string): ReadingTime =>
  readingTime(stripHtml(html), BLOG.readWordsPerMinute);

/** The label of a reading time in one of the twelve locales (the site shows "en"). */
export const readingTimeLabel = (
  time: Pick<ReadingTime, 'minutes'>,
  locale: ReadTimeLocale = BLOG.readTimeLocale,
): string => {
  const labels = READ_TIME_LABELS[locale];
  return time.minutes < 1
    ? labels.lessThanAMinute
    : labels.minutesRead.replace('{minutes}', String(time.minutes));
};
