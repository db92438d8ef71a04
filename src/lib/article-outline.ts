import { decodeEntities } from './html-entities';

export interface OutlineHeading {
  id: string;
  text: string;
  /** Deeper headings would make the list longer than it helps. */
  level: number;
}

export const articleOutline = (html: string): OutlineHeading[] =>
  [...html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: match[1] === '2' ? 2 : 3,
    id: decodeEntities(match[2] ?? ''),
    text: decodeEntities((match[3] ?? '').replace(/<[^>]*>/g, '')).trim(),
  }));
