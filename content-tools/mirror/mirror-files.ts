/**
 * Reading and writing the git mirror of the content (content/ by default):
 *   entries/<contentTypeId>/<entryId>.json   {"fields": {...}}  links are entry or asset ids
 *   assets/<assetId>.json                     {"contentType", "description", "fileName", "title"}
 *   assets/<assetId>.<extension>              the asset's file, extension from fileName
 * Files are written with sorted keys, two-space indentation and a final newline, so one
 * edit in the CMS is a one-line diff.
 */
import { type Dirent, type Stats, lstatSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileExtension, showInput, visibleText } from '../../src/lib/input-rules';

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
  /**
   * What in entries/ and assets/ was not read, and why (a file that is not JSON, a symbolic
   * link, a misnamed file): the validator reports each.
   */
  unreadable: { file: string; message: string }[];
}

export const serialize = (value: JsonValue): string =>
  `${JSON.stringify(sortKeys(value), null, 2)}\n`;

export type MirrorJson = { ok: true; value: JsonValue } | { ok: false; message: string };

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** JSON.parse's reason, without the excerpt of the file it quotes (a file may hold a secret). */
const syntaxReason = (error: Error): string =>
  visibleText(error.message.replace(/, (\.\.\.)?".*"(\.\.\.)? is not valid JSON$/s, ''));

/**
 * A mirror file's bytes as JSON, or why they are not: UTF-8 without a byte-order mark, equal to
 * its canonical serialization. A key given twice fails that too: JSON.parse keeps only the last.
 */
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
  let value: JsonValue;
  try {
    value = JSON.parse(text) as JsonValue;
  } catch (error) {
    return refuse(syntaxReason(error as Error));
  }
  if (serialize(value) !== text) {
    return {
      ok: false,
      message:
        'differs from the form the mirror writes (keys sorted, two-space indentation, a final newline) or gives a key twice in one object, which JSON drops silently but the last; keep one of each key and write the file in that form',
    };
  }
  return { ok: true, value };
};

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
  `${assetId}${fileExtension(fileName).toLowerCase()}`;

const isRecord = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: JsonValue | undefined): string => (typeof value === 'string' ? value : '');

/** An entry or asset file's name: lower-case .json; `.JSON` and the like are named, not read. */
const JSON_NAME = /\.json$/;
const JSON_NAME_ANY_CASE = /\.json$/i;
const ENTRY_FILE = 'entries/<content type>/<id>.json';

/**
 * Why something in the mirror is not the regular file or folder it should be, or undefined.
 * Links are never followed: one could make a pull write, or a push upload, a file elsewhere.
 */
const notRegular = (
  found: Pick<Dirent | Stats, 'isSymbolicLink' | 'isDirectory' | 'isFile'>,
  expected: 'file' | 'folder',
): string | undefined => {
  if (found.isSymbolicLink()) {
    return 'is a symbolic link, which the mirror never follows: it holds only regular files and folders';
  }
  if (expected === 'folder') return found.isDirectory() ? undefined : 'is not a folder';
  if (found.isDirectory()) return 'is a folder where a file belongs';
  return found.isFile() ? undefined : 'is not a regular file';
};

export const readMirror = (root: string): Mirror => {
  const mirror: Mirror = { root, entries: [], assets: [], unreadable: [] };
  const skip = (file: string, message: string) => mirror.unreadable.push({ file, message });

  /** The sorted contents of a folder of the mirror; a link or a file in its place is reported. */
  const list = (relative: string): Dirent[] => {
    const dir = path.join(root, relative);
    let stats: Stats;
    try {
      stats = lstatSync(dir);
    } catch {
      return [];
    }
    const problem = notRegular(stats, 'folder');
    if (problem) {
      skip(relative, problem);
      return [];
    }
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
  };

  /** A file the format says is JSON; undefined (and reported) when it cannot be used. */
  const parse = (relative: string, dirent: Dirent): JsonValue | undefined => {
    const problem =
      notRegular(dirent, 'file') ??
      (JSON_NAME.test(dirent.name)
        ? undefined
        : `ends in ${showInput(path.extname(dirent.name))}; mirror files end in .json, in lower case, so it is not read`);
    if (problem) {
      skip(relative, problem);
      return undefined;
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, relative));
    } catch (error) {
      skip(relative, `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      return undefined;
    }
    const json = parseMirrorJson(bytes);
    if (json.ok) return json.value;
    skip(relative, json.message);
    return undefined;
  };

  for (const typeDir of list('entries')) {
    const folder = path.posix.join('entries', typeDir.name);
    const problem = notRegular(typeDir, 'folder');
    if (problem) {
      if (!typeDir.name.startsWith('.')) {
        skip(
          folder,
          typeDir.isSymbolicLink()
            ? problem
            : `is not in a content type folder; entry files are ${ENTRY_FILE}`,
        );
      }
      continue;
    }
    for (const dirent of list(folder)) {
      const file = path.posix.join(folder, dirent.name);
      if (!JSON_NAME_ANY_CASE.test(dirent.name)) {
        if (!dirent.name.startsWith('.')) skip(file, `is not an entry file (${ENTRY_FILE})`);
        continue;
      }
      const raw = parse(file, dirent);
      if (raw === undefined) continue;
      const fields = isRecord(raw) && isRecord(raw.fields) ? raw.fields : {};
      const id = dirent.name.slice(0, -'.json'.length);
      mirror.entries.push({ id, contentTypeId: typeDir.name, file, fields, raw });
    }
  }

  for (const dirent of list('assets')) {
    const file = path.posix.join('assets', dirent.name);
    if (!JSON_NAME_ANY_CASE.test(dirent.name)) {
      // Binaries: the validator checks each belongs to an asset; links and folders are named here.
      const problem = notRegular(dirent, 'file');
      if (problem && !dirent.name.startsWith('.')) skip(file, problem);
      continue;
    }
    const raw = parse(file, dirent);
    if (raw === undefined) continue;
    const record = isRecord(raw) ? raw : {};
    const id = dirent.name.slice(0, -'.json'.length);
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
