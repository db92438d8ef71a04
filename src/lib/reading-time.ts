import { BLOG, READ_TIME_LABELS, type ReadTimeLocale } from './config/blog';
import { decodeEntities } from './html-entities';

/** Tags that separate words: these become a space, other tags vanish. */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^<>]*>/gi;

export const stripHtml = (html: string): string =>
  decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^<>]*>/g, ''),
  );

export const countWords = (text: string): number =>
  text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

export interface ReadingTime {
  words: number;
  /** Rounded up; 0 under a minute. */
  minutes: number;
}

export const readingTime = (
  text: string,
  wordsPerMinute: number = BLOG.genericWordsPerMinute,
): ReadingTime => {
  if (!(wordsPerMinute > 0)) throw new RangeError('wordsPerMinute must be a positive number');
  const words = countWords(text);
  return { words, minutes: words < wordsPerMinute ? 0 : Math.ceil(words / wordsPerMinute) };
};

export const articleReadingTime = (html: string): ReadingTime =>
  readingTime(stripHtml(html), BLOG.readWordsPerMinute);

export const readingTimeLabel = (
  time: Pick<ReadingTime, 'minutes'>,
  locale: ReadTimeLocale = BLOG.readTimeLocale,
): string => {
  const labels = READ_TIME_LABELS[locale];
  return time.minutes < 1
    ? labels.lessThanAMinute
    : labels.minutesRead.replace('{minutes}', String(time.minutes));
};
