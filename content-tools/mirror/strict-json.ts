/**
 * Reads a mirror file's JSON more strictly than JSON.parse, because the mirror comes from
 * outside (editors, pull requests, Contentful): a byte-order mark or bytes that are not UTF-8
 * are named, a syntax error says where it is without echoing the file's bytes, and a key
 * given twice in one object (which JSON.parse settles silently: the last one wins) is found.
 */
import type { JsonValue } from './mirror-files';

export interface ParsedJson {
  ok: true;
  value: JsonValue;
  /** Where a key appears more than once: `fields.title`, `title`, `fields.items[2].x`. */
  duplicateKeys: string[];
}

export type MirrorJson =
  | ParsedJson
  | {
      ok: false;
      /** Why, e.g. `could not be read as JSON: expected ":" at line 2, column 9`. */
      message: string;
    };

/** Deeper than any mirror file needs; stops a crafted file from exhausting the stack. */
const MAX_DEPTH = 64;

const WHITESPACE = /[ \t\n\r]*/y;
// JSON forbids control characters inside strings; the pattern finds them.
// eslint-disable-next-line no-control-regex
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const childPath = (parent: string, key: string): string => (parent ? `${parent}.${key}` : key);

/** Checks `text` is one JSON value; returns the paths of keys that appear twice in an object. */
const scan = (text: string): string[] => {
  const duplicates: string[] = [];
  let offset = 0;

  const skipWhitespace = () => {
    WHITESPACE.lastIndex = offset;
    WHITESPACE.exec(text);
    offset = WHITESPACE.lastIndex;
  };
  const token = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = offset;
    const match = pattern.exec(text)?.[0];
    if (match !== undefined) offset = pattern.lastIndex;
    return match;
  };
  const expected = (what: string): never => {
    throw new JsonSyntaxError(
      offset >= text.length ? `the file ends where ${what} was expected` : `expected ${what}`,
      offset,
    );
  };
  const string = (): string => {
    if (text[offset] !== '"') return expected('text in double quotes');
    const match = token(STRING);
    if (match === undefined) {
      throw new JsonSyntaxError(
        'text in double quotes that is not closed, or holds a control character or a bad escape',
        offset,
      );
    }
    return match;
  };

  /** At an opening bracket: steps in; true when the container is empty (and steps out). */
  const opensEmpty = (close: '}' | ']'): boolean => {
    offset += 1;
    skipWhitespace();
    if (text[offset] !== close) return false;
    offset += 1;
    return true;
  };
  /** After a member: true at the closing bracket (stepped out of), else past the comma. */
  const closes = (close: '}' | ']'): boolean => {
    skipWhitespace();
    if (text[offset] === close) {
      offset += 1;
      return true;
    }
    if (text[offset] !== ',') expected(`"," or "${close}"`);
    offset += 1;
    return false;
  };

  const value = (at: string, depth: number): void => {
    if (depth > MAX_DEPTH) throw new JsonSyntaxError(`nested more than ${MAX_DEPTH} deep`, offset);
    skipWhitespace();
    const first = text[offset];
    if (first === '{') {
      if (opensEmpty('}')) return;
      const keys = new Set<string>();
      do {
        skipWhitespace();
        const key = JSON.parse(string()) as string;
        const keyPath = childPath(at, key);
        if (keys.has(key)) duplicates.push(keyPath);
        keys.add(key);
        skipWhitespace();
        if (text[offset] !== ':') expected('":"');
        offset += 1;
        value(keyPath, depth + 1);
      } while (!closes('}'));
    } else if (first === '[') {
      if (opensEmpty(']')) return;
      let index = 0;
      do {
        value(`${at}[${index}]`, depth + 1);
        index += 1;
      } while (!closes(']'));
    } else if (first === '"') {
      string();
    } else if (token(NUMBER) === undefined && token(LITERAL) === undefined) {
      expected('a value');
    }
  };

  value('', 0);
  skipWhitespace();
  if (offset < text.length) throw new JsonSyntaxError('nothing after the value', offset);
  return duplicates;
};

const lineAndColumn = (text: string, offset: number): string => {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
};

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** A mirror file's bytes as JSON, or why they are not. */
export const parseMirrorJson = (bytes: Uint8Array): MirrorJson => {
  const refuse = (why: string): MirrorJson => ({
    ok: false,
    message: `could not be read as JSON: ${why}`,
  });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return refuse(
      'it starts with a byte-order mark (U+FEFF, invisible in most editors); save it as UTF-8 without a byte-order mark',
    );
  }
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return refuse('it is not UTF-8 text; save it as UTF-8');
  }
  if (text.trim() === '') return refuse('the file is empty');
  try {
    const duplicateKeys = scan(text);
    return { ok: true, value: JSON.parse(text) as JsonValue, duplicateKeys };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return refuse(`${error.message} at ${lineAndColumn(text, error.offset)}`);
  }
};
