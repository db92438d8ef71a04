/** Scripts are allowed by hash of their exact text, so the HTML is read as written, unparsed. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageHtmlFiles } from '../../content-tools/review/public-html';

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?`, 'i');

const attributeValue = (attributes: string, name: string): string | undefined => {
  const match = ATTRIBUTE(name).exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
};

export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, attributes = '', text = '']) => {
    if (attributeValue(attributes, 'src') !== undefined) return [];
    const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase();
    return SCRIPT_TYPES.has(type) ? [text] : [];
  });

export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface InlineScriptCensus {
  hashes: string[];
  firstSeenOn: Map<string, string>;
}

export const collectInlineScripts = (publicDir: string): InlineScriptCensus => {
  const firstSeenOn = new Map<string, string>();
  for (const file of pageHtmlFiles(publicDir)) {
    for (const text of inlineScripts(readFileSync(path.join(publicDir, file), 'utf8'))) {
      const hash = scriptHashSource(text);
      if (!firstSeenOn.has(hash)) firstSeenOn.set(hash, file);
    }
  }
  return { hashes: [...firstSeenOn.keys()].sort(), firstSeenOn };
};
