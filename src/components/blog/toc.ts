/** The table of contents of an article: its h2 and h3 headings, read from the safe HTML. */
import { decodeEntities } from '../../lib/reading-time';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * Headings with an id (gatsby/markdown.ts gives every heading one), in document order.
 * Only levels 2 and 3: deeper ones would make the list longer than it helps.
 */
export const tableOfContents = (html: string): TocEntry[] =>
  [...html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: match[1] === '2' ? 2 : 3,
    id: decodeEntities(match[2] ?? ''),
    text: decodeEntities((match[3] ?? '').replace(/<[^>]*>/g, '')).trim(),
  }));
