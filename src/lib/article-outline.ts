/**
 * An article's outline (its table of contents): its h2 and h3 headings, read from the safe
 * HTML at build time (gatsby/markdown.ts) and served as data.
 */
import { decodeEntities } from './html-entities';

export interface OutlineHeading {
  id: string;
  text: string;
  /** 2 or 3: deeper headings would make the list longer than it helps. */
  level: number;
}

/**
 * Headings with an id (gatsby/markdown.ts gives every heading one), in document order.
 * Only levels 2 and 3: deeper ones would make the list longer than it helps.
 */
export const articleOutline = (html: string): OutlineHeading[] =>
  [...html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: match[1] === '2' ? 2 : 3,
    id: decodeEntities(match[2] ?? ''),
    text: decodeEntities((match[3] ?? '').replace(/<[^>]*>/g, '')).trim(),
  }));
