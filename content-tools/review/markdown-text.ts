/**
 * Content text inside Markdown that GitHub renders (pull request bodies). Every value an editor
 * wrote goes into a code span: GitHub interprets nothing inside one (no Markdown, HTML, entity,
 * @mention, #reference or link), so a hostile title stays text and cannot break the body.
 */
import { visibleText } from '../../src/lib/input-rules';

/** The first `max` characters of a text (whole code points, so no emoji is cut in half). */
export const clip = (text: string, max: number): string => {
  const points = Array.from(text);
  return points.length > max ? `${points.slice(0, max - 1).join('')}…` : text;
};

/**
 * One line of content text as a code span: whitespace runs (line breaks included) become one
 * space, invisible characters are shown escaped, and the text is clipped to `max` characters.
 * The fence is one backtick longer than the longest run inside, so nothing inside can close it.
 */
export const inlineCode = (text: string, max: number): string => {
  const flat = visibleText(clip(text.replace(/\s+/g, ' ').trim(), max), Infinity);
  if (flat === '') return '_(empty)_';
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A space on each side keeps a backtick at either end apart from the fence; it is not shown.
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
};

/**
 * `head`, then as many of `items` (each ending with a line break) as fit in `maxLength`
 * characters, then `omitted(count)` as a last line for those left out.
 */
export const fitList = (
  head: string,
  items: readonly string[],
  omitted: (count: number) => string,
  maxLength: number,
): string => {
  let text = head;
  for (const [index, item] of items.entries()) {
    const left = items.length - index - 1;
    const reserve = left > 0 ? omitted(left).length + 1 : 0;
    if (text.length + item.length + reserve > maxLength) {
      return `${text}${omitted(items.length - index)}\n`;
    }
    text += item;
  }
  return text;
};
