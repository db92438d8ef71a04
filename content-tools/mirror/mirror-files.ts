/**
 * Reading and writing the git mirror of the content (content/ by default):
 *   entries/<contentTypeId>/<entryId>.json   {"fields": {...}}  links are entry or asset ids
 *   assets/<assetId>.json                     {"contentType", "description", "fileName", "title"}
 *   assets/<assetId>.<extension>              the asset's file, extension from fileName
 * Files are written with sorted keys, two-space indentation and a final newline, so one
 * edit in the CMS is a one-line diff.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface MirrorEntry {
  id: string;
  contentTypeId: string;
  /** Path relative to the mirror root, used in every message about this entry. */
  file: string;
  fields: Record<string, JsonValue>;
  /** The raw parsed file, for the validator's structural checks. */
  raw: JsonValue;
}

export interface MirrorAsset {
  id: string;
  file: string;
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  /** Absolute path of the binary beside the JSON file. */
  binaryPath: string;
  raw: JsonValue;
}

export interface Mirror {
  root: string;
  entries: MirrorEntry[];
  assets: MirrorAsset[];
  /** Files that could not be parsed at all: the validator reports them. */
  unreadable: { file: string; message: string }[];
}

export const serialize = (value: JsonValue): string =>
  `${JSON.stringify(sortKeys(value), null, 2)}\n`;

const sortKeys = (value: JsonValue): JsonValue => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key] as JsonValue)]),
    );
  }
  return value;
};

export const assetBinaryName = (assetId: string, fileName: string): string =>
  `${assetId}${path.extname(fileName).toLowerCase()}`;

const jsonFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];

const isRecord = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

export const readMirror = (root: string): Mirror => {
  const mirror: Mirror = { root, entries: [], assets: [], unreadable: [] };
  const parse = (relative: string): JsonValue | undefined => {
    try {
      return JSON.parse(readFileSync(path.join(root, relative), 'utf8')) as JsonValue;
    } catch (error) {
      mirror.unreadable.push({ file: relative, message: (error as Error).message });
      return undefined;
    }
  };

  const entriesDir = path.join(root, 'entries');
  const typeDirs = existsSync(entriesDir)
    ? readdirSync(entriesDir, { withFileTypes: true })
        .filter((dirent) => dirent.isDirectory())
        .map((dirent) => dirent.name)
        .sort()
    : [];
  for (const contentTypeId of typeDirs) {
    for (const name of jsonFiles(path.join(entriesDir, contentTypeId))) {
      const file = path.posix.join('entries', contentTypeId, name);
      const raw = parse(file);
      if (raw === undefined) continue;
      const fields = isRecord(raw) && isRecord(raw.fields) ? raw.fields : {};
      mirror.entries.push({ id: name.slice(0, -'.json'.length), contentTypeId, file, fields, raw });
    }
  }

  for (const name of jsonFiles(path.join(root, 'assets'))) {
    const file = path.posix.join('assets', name);
    const raw = parse(file);
    if (raw === undefined) continue;
    const record = isRecord(raw) ? raw : {};
    const id = name.slice(0, -'.json'.length);
    const fileName = str(record.fileName);
    mirror.assets.push({
      id,
      file,
      title: str(record.title),
      description: str(record.description),
      fileName,
      contentType: str(record.contentType),
      binaryPath: path.join(root, 'assets', assetBinaryName(id, fileName)),
      raw,
    });
  }
  return mirror;
};
