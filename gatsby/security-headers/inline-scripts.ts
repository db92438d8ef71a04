/**
 * The inline scripts of the built pages, as the Content-Security-Policy allows them: by the
 * SHA-256 hash of their text. A browser hashes exactly the characters between <script> and
 * </script>, so the HTML is read as written, with no parsing that could change a character.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageHtmlFiles } from '../public-html';

/** `type` values a browser runs as script; any other (e.g. application/ld+json) is data. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = (name: string) =>
  new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*("[^"]*"|'[^']*'|[^\\s"'>]+))?`, 'i');

const attributeValue = (attributes: string, name: string): string | undefined => {
  const match = ATTRIBUTE(name).exec(attributes);
  if (!match) return undefined;
  return (match[1] ?? '').replace(/^["']|["']$/g, '');
};

/** The text of every script in `html` that runs inline (no src, a script type). */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(SCRIPT_ELEMENT)].flatMap(([, attributes = '', text = '']) => {
    if (attributeValue(attributes, 'src') !== undefined) return [];
    const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase();
    return SCRIPT_TYPES.has(type) ? [text] : [];
  });

/** A CSP hash source for a script's text: 'sha256-<base64>'. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface InlineScriptCensus {
  /** Each distinct inline script's hash source, sorted. */
  hashes: string[];
  /** For each hash, the first page (relative to public/) that carries it. */
  firstSeenOn: Map<string, string>;
}

/** The distinct inline scripts of every page under `publicDir`. */
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
