/**
 * Checks the git mirror of the content (see mirror-files.ts) against the content models,
 * the way Contentful would check an entry before publishing it: every rule comes from the
 * models in content-models/, so a new field or content type is validated without changes
 * here. Messages are written for content editors: what is expected and what was found.
 */
import { lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN, contentTypes } from '../../content-models';
import type { ContentTypeSpec, FieldSpec, LinkTarget, ShapeKind } from '../../content-models';
import {
  CONTENTFUL_ID_RULE,
  FILE_EXTENSION_PATTERN,
  fileExtension,
  isAssetFileName,
  isContentfulId,
  showInput,
} from '../../src/lib/input-rules';
import { mirrorRoot } from '../contentful/config';
import type { JsonValue, Mirror, MirrorAsset, MirrorEntry } from './mirror-files';

export interface ValidationError {
  /** Path of the file relative to the mirror root, e.g. entries/seo/home.json. */
  file: string;
  /** Where in the file: `fields.sections[2]`, `title`, or `(file)` for the whole file. */
  field: string;
  message: string;
}

/** Contentful's own limits: a Symbol (short text) holds 256 characters, a Text 50,000. */
export const SYMBOL_MAX_LENGTH = 256;
export const TEXT_MAX_LENGTH = 50_000;

const WHOLE_FILE = '(file)';
const ASSET_KEYS = ['contentType', 'description', 'fileName', 'title'] as const;
const CONTENT_TYPE_PATTERN = /^[a-z]+\/[a-z0-9][a-z0-9.+-]*$/i;
/** Image media types and the file extensions that fit them (both directions are checked). */
const IMAGE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/svg+xml': ['.svg'],
  'image/gif': ['.gif'],
};
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** The mirror root each error was found in, so `formatErrors(errors)` needs no second argument. */
const rootOfError = new WeakMap<ValidationError, string>();

type Value = JsonValue | undefined;

const isRecord = (value: unknown): value is Record<string, JsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasOwn = (object: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(object, key);

const isEmpty = (value: Value): boolean =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** A found value, described in plain words. */
const show = (value: Value): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return showInput(value);
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value}`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  return 'an object';
};

const quoteList = (values: readonly string[]): string =>
  values.map((value) => JSON.stringify(value)).join(', ');

const SHAPE_WORDS: Record<ShapeKind, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

const fitsShape = (kind: ShapeKind, value: Value): boolean => {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
  }
};

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** ISO 8601 date (2024-05-31) or date-time (2024-05-31T09:30, with optional seconds and zone). */
export const isIsoDate = (value: string): boolean => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, , zoneHour, zoneMinute] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as number[];
  return (
    month !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day !== undefined &&
    day >= 1 &&
    day <= daysInMonth(year ?? 0, month) &&
    (hour ?? 0) <= 23 &&
    (minute ?? 0) <= 59 &&
    (second ?? 0) <= 59 &&
    (zoneHour ?? 0) <= 23 &&
    (zoneMinute ?? 0) <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
};

interface Context {
  errors: ValidationError[];
  typeById: Map<string, ContentTypeSpec>;
  sectionTypeIds: string[];
  /** Entry id → content type id (the first one, when an id is used twice; that is reported). */
  entryTypeOf: Map<string, string>;
  assetIds: Set<string>;
  /** Ids whose JSON file could not be parsed: links to them are not reported a second time. */
  unreadableEntryIds: Set<string>;
  unreadableAssetIds: Set<string>;
  /** Files readMirror reported (links, folders…): not reported again as missing. */
  unreadableFiles: Set<string>;
}

const describeType = (ctx: Context, typeId: string): string => {
  const type = ctx.typeById.get(typeId);
  return type ? `a "${type.name}" entry (${typeId})` : `an entry of the unknown type "${typeId}"`;
};

const describeTarget = (ctx: Context, to: LinkTarget): string =>
  to === 'section'
    ? `a section entry (${ctx.sectionTypeIds.join(', ')})`
    : to.map((typeId) => describeType(ctx, typeId)).join(' or ');

const checkEntryLink = (
  ctx: Context,
  report: (message: string) => void,
  value: Value,
  to: LinkTarget,
): void => {
  if (typeof value !== 'string' || value === '') {
    report(`must be the id of an entry (got ${show(value)})`);
    return;
  }
  if (ctx.unreadableEntryIds.has(value)) return;
  const typeId = ctx.entryTypeOf.get(value);
  if (typeId === undefined) {
    report(
      ctx.assetIds.has(value)
        ? `links to "${value}", which is an asset, not an entry`
        : `links to the entry "${value}", which does not exist (no file entries/<content type>/${value}.json)`,
    );
    return;
  }
  const allowed = to === 'section' ? ctx.sectionTypeIds : to;
  if (!allowed.includes(typeId)) {
    report(
      `links to "${value}", ${describeType(ctx, typeId)}; expected ${describeTarget(ctx, to)}`,
    );
  }
};

const checkAssetLink = (ctx: Context, report: (message: string) => void, value: Value): void => {
  if (typeof value !== 'string' || value === '') {
    report(`must be the id of an asset (got ${show(value)})`);
    return;
  }
  if (ctx.assetIds.has(value) || ctx.unreadableAssetIds.has(value)) return;
  report(
    ctx.entryTypeOf.has(value)
      ? `links to "${value}", which is an entry, not an asset`
      : `links to the asset "${value}", which does not exist (no file assets/${value}.json)`,
  );
};

const checkText = (
  report: (message: string) => void,
  value: string,
  max: number | undefined,
  limit: number,
  fieldKind: string,
): void => {
  if (max !== undefined && max < limit && value.length > max) {
    report(`must be at most ${max} characters (got ${value.length})`);
  } else if (value.length > limit) {
    report(
      `must be at most ${limit} characters, the most a ${fieldKind} field can hold (got ${value.length})`,
    );
  }
};

const checkField = (
  ctx: Context,
  entry: MirrorEntry,
  fieldId: string,
  spec: FieldSpec,
  value: Value,
): void => {
  const at =
    (suffix = '') =>
    (message: string) =>
      ctx.errors.push({ file: entry.file, field: `fields.${fieldId}${suffix}`, message });
  const report = at();

  if (isEmpty(value)) {
    if (spec.required) {
      report(`"${spec.name}" is required but is ${value === undefined ? 'missing' : 'empty'}`);
    }
    return;
  }

  /** Checks each item of a list field, naming its index. */
  const eachItem = (
    expected: string,
    check: (item: Value, report: (m: string) => void) => void,
  ) => {
    if (!Array.isArray(value)) {
      report(`must be a list of ${expected} (got ${show(value)})`);
      return;
    }
    value.forEach((item, index) => check(item, at(`[${index}]`)));
  };

  switch (spec.kind) {
    case 'Symbol': {
      if (typeof value !== 'string') {
        report(`must be text (got ${show(value)})`);
        return;
      }
      if (spec.in && !spec.in.includes(value)) {
        report(`must be one of ${quoteList(spec.in)} (got ${show(value)})`);
        return;
      }
      if (spec.slug && !SLUG_PATTERN.test(value)) {
        report(
          `must be lowercase letters and digits joined by single hyphens (got ${show(value)})`,
        );
      }
      if (spec.pattern && !spec.pattern.regexp.test(value)) {
        report(`must be ${spec.pattern.description} (got ${show(value)})`);
      }
      checkText(report, value, spec.max, SYMBOL_MAX_LENGTH, 'short text');
      return;
    }
    case 'Text':
      if (typeof value !== 'string') {
        report(`must be text in Markdown (got ${show(value)})`);
        return;
      }
      checkText(report, value, spec.max, TEXT_MAX_LENGTH, 'long text');
      return;
    case 'Integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        report(`must be a whole number (got ${show(value)})`);
      }
      return;
    case 'Number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        report(`must be a number (got ${show(value)})`);
      }
      return;
    case 'Boolean':
      if (typeof value !== 'boolean') report(`must be true or false (got ${show(value)})`);
      return;
    case 'Date':
      if (typeof value !== 'string' || !isIsoDate(value)) {
        report(
          `must be a date like "2024-05-31" or a date and time like "2024-05-31T09:30:00Z" (got ${show(value)})`,
        );
      }
      return;
    case 'Object': {
      const keys = Object.keys(spec.shape);
      if (!isRecord(value)) {
        report(`must be an object with the keys ${keys.join(', ')} (got ${show(value)})`);
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        const kind = hasOwn(spec.shape, key) ? spec.shape[key] : undefined;
        if (kind === undefined) {
          at(`.${key}`)(`is not an allowed key here; the allowed keys are ${keys.join(', ')}`);
        } else if (!fitsShape(kind, item)) {
          at(`.${key}`)(`must be ${SHAPE_WORDS[kind]} (got ${show(item)})`);
        }
      }
      return;
    }
    case 'Symbols':
      eachItem('texts', (item, reportItem) => {
        if (typeof item !== 'string') {
          reportItem(`must be text (got ${show(item)})`);
        } else if (spec.in && !spec.in.includes(item)) {
          reportItem(`must be one of ${quoteList(spec.in)} (got ${show(item)})`);
        } else {
          checkText(reportItem, item, undefined, SYMBOL_MAX_LENGTH, 'short text');
        }
      });
      return;
    case 'Entry':
      checkEntryLink(ctx, report, value, spec.to);
      return;
    case 'Entries':
      eachItem('entry ids', (item, reportItem) => checkEntryLink(ctx, reportItem, item, spec.to));
      return;
    case 'Asset':
      checkAssetLink(ctx, report, value);
      return;
    case 'Assets':
      eachItem('asset ids', (item, reportItem) => checkAssetLink(ctx, reportItem, item));
      return;
  }
};

/** What holds for every entry and asset file: an id Contentful allows. */
const checkFileBasics = (ctx: Context, { file, id }: MirrorEntry | MirrorAsset) => {
  if (!isContentfulId(id)) {
    ctx.errors.push({
      file,
      field: '(id)',
      message: `the file name makes the id ${showInput(id)}, which Contentful does not allow: ids are ${CONTENTFUL_ID_RULE}`,
    });
  }
};

const checkEntry = (ctx: Context, entry: MirrorEntry): void => {
  const report = (field: string, message: string) =>
    ctx.errors.push({ file: entry.file, field, message });

  checkFileBasics(ctx, entry);
  const type = ctx.typeById.get(entry.contentTypeId);
  if (!type) {
    report(
      WHOLE_FILE,
      `is in the folder "${entry.contentTypeId}", which is not a content type; entries must be in a folder named after their content type: ${[...ctx.typeById.keys()].join(', ')}`,
    );
    return;
  }

  const { raw } = entry;
  if (!isRecord(raw)) {
    report(WHOLE_FILE, `must hold an object like {"fields": {...}} (got ${show(raw)})`);
    return;
  }
  for (const key of Object.keys(raw)) {
    if (key !== 'fields') {
      report(key, `is not allowed here; an entry file holds only "fields"`);
    }
  }
  if (!hasOwn(raw, 'fields')) {
    report('fields', `is missing; an entry file must look like {"fields": {...}}`);
    return;
  }
  if (!isRecord(raw.fields)) {
    report('fields', `must be an object holding the entry's fields (got ${show(raw.fields)})`);
    return;
  }

  const { fields } = raw;
  const fieldIds = Object.keys(type.fields);
  for (const fieldId of Object.keys(fields)) {
    if (!hasOwn(type.fields, fieldId)) {
      report(
        `fields.${fieldId}`,
        `is not a field of "${type.name}" (${type.id}); its fields are ${fieldIds.join(', ')}`,
      );
    }
  }
  for (const fieldId of fieldIds) {
    const spec = type.fields[fieldId] as FieldSpec;
    checkField(ctx, entry, fieldId, spec, hasOwn(fields, fieldId) ? fields[fieldId] : undefined);
  }
};

const checkAsset = (ctx: Context, asset: MirrorAsset, root: string): void => {
  const report = (field: string, message: string) =>
    ctx.errors.push({ file: asset.file, field, message });

  checkFileBasics(ctx, asset);
  const { raw } = asset;
  if (!isRecord(raw)) {
    report(WHOLE_FILE, `must hold an object with ${ASSET_KEYS.join(', ')} (got ${show(raw)})`);
    return;
  }
  for (const key of Object.keys(raw)) {
    if (!(ASSET_KEYS as readonly string[]).includes(key)) {
      report(key, `is not allowed in an asset file; expected only ${ASSET_KEYS.join(', ')}`);
    }
  }

  const text = (key: (typeof ASSET_KEYS)[number], required: boolean): string | undefined => {
    const value = hasOwn(raw, key) ? raw[key] : undefined;
    if (value === undefined || value === null) {
      report(
        key,
        required ? 'is required but is missing' : 'is missing; use "" when there is none',
      );
      return undefined;
    }
    if (typeof value !== 'string') {
      report(key, `must be text (got ${show(value)})`);
      return undefined;
    }
    if (required && value.trim() === '') {
      report(key, 'is required but is empty');
      return undefined;
    }
    return value;
  };

  text('title', true);
  text('description', false);
  const fileName = text('fileName', true);
  const contentType = text('contentType', true);

  const extension = fileName === undefined ? '' : fileExtension(fileName).toLowerCase();
  const validExtension = FILE_EXTENSION_PATTERN.test(extension);
  if (fileName !== undefined && !validExtension) {
    report(
      'fileName',
      `must end with a file extension such as .png or .pdf (got ${show(fileName)})`,
    );
  } else if (fileName !== undefined && !isAssetFileName(fileName)) {
    report(
      'fileName',
      `must be a file name of at most 255 characters, without slashes or control characters (got ${show(fileName)})`,
    );
  }
  const validType = contentType !== undefined && CONTENT_TYPE_PATTERN.test(contentType);
  if (contentType !== undefined && !validType) {
    report(
      'contentType',
      `must be a media type like "image/png" or "application/pdf" (got ${show(contentType)})`,
    );
  }
  if (validType && validExtension) {
    const type = (contentType as string).toLowerCase();
    const fitting = IMAGE_EXTENSIONS[type];
    const typeOfExtension = Object.keys(IMAGE_EXTENSIONS).find((imageType) =>
      IMAGE_EXTENSIONS[imageType]?.includes(extension),
    );
    if (
      (fitting && !fitting.includes(extension)) ||
      (typeOfExtension && typeOfExtension !== type)
    ) {
      report(
        'contentType',
        `"${contentType}" does not fit the file name "${fileName}"` +
          (typeOfExtension ? `; a ${extension} file is ${typeOfExtension}` : '') +
          (fitting ? `; ${type} files end with ${fitting.join(' or ')}` : ''),
      );
    }
  }

  const expected = path.posix.join('assets', path.basename(asset.binaryPath));
  if (validExtension && !isFile(asset.binaryPath) && !ctx.unreadableFiles.has(expected)) {
    const others = binariesNamed(root, asset.id);
    report(
      '(binary)',
      `the asset's file ${expected} is missing` +
        (others.length > 0
          ? `; found ${others.map((name) => `assets/${name}`).join(', ')} instead`
          : ''),
    );
  }
};

/** A regular file, not a link to one (links are reported by readMirror). */
const isFile = (file: string): boolean => {
  try {
    return lstatSync(file).isFile();
  } catch {
    return false;
  }
};

const isFolder = (dir: string): boolean => {
  try {
    return lstatSync(dir).isDirectory();
  } catch {
    return false;
  }
};

/** Files in assets/ other than JSON and hidden files (.gitkeep, .DS_Store). */
const binaryNames = (root: string): string[] => {
  const dir = path.join(root, 'assets');
  if (!isFolder(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !/\.json$/i.test(name) && !name.startsWith('.'))
    .filter((name) => isFile(path.join(dir, name)))
    .sort();
};

const stem = (name: string): string => name.slice(0, name.length - path.extname(name).length);

const binariesNamed = (root: string, assetId: string): string[] =>
  binaryNames(root).filter((name) => stem(name) === assetId);

/** Binaries no asset JSON claims; those explained by another message are left out. */
const checkOrphanBinaries = (ctx: Context, mirror: Mirror): void => {
  const claimed = new Set(mirror.assets.map((asset) => path.basename(asset.binaryPath)));
  const explained = new Set([
    ...ctx.unreadableAssetIds,
    ...mirror.assets.filter((asset) => !isFile(asset.binaryPath)).map((asset) => asset.id),
  ]);
  for (const name of binaryNames(mirror.root)) {
    if (claimed.has(name) || explained.has(stem(name))) continue;
    const owner = mirror.assets.find((asset) => asset.id === stem(name));
    ctx.errors.push({
      file: path.posix.join('assets', name),
      field: WHOLE_FILE,
      message: owner
        ? `belongs to no asset: ${owner.file} describes ${path.posix.join('assets', path.basename(owner.binaryPath))}`
        : `belongs to no asset: there is no assets/${stem(name)}.json describing it`,
    });
  }
};

/** Ids are unique across the whole mirror, as in a Contentful space. */
const checkDuplicateIds = (ctx: Context, mirror: Mirror): void => {
  const filesById = new Map<string, string[]>();
  for (const { id, file } of [...mirror.entries, ...mirror.assets]) {
    filesById.set(id, [...(filesById.get(id) ?? []), file]);
  }
  for (const [id, files] of filesById) {
    if (files.length < 2) continue;
    for (const file of files) {
      const others = files.filter((other) => other !== file);
      ctx.errors.push({
        file,
        field: '(id)',
        message: `the id "${id}" is also used by ${others.join(', ')}; every entry and asset needs its own id`,
      });
    }
  }
};

/** Fields marked `unique` (slugs) must differ between the entries of one content type. */
const checkUniqueFields = (ctx: Context, mirror: Mirror): void => {
  for (const type of ctx.typeById.values()) {
    const entries = mirror.entries.filter((entry) => entry.contentTypeId === type.id);
    for (const [fieldId, spec] of Object.entries(type.fields)) {
      if (spec.kind !== 'Symbol' || !spec.unique) continue;
      const filesByValue = new Map<string, string[]>();
      for (const entry of entries) {
        const value = hasOwn(entry.fields, fieldId) ? entry.fields[fieldId] : undefined;
        if (typeof value !== 'string' || value === '') continue;
        filesByValue.set(value, [...(filesByValue.get(value) ?? []), entry.file]);
      }
      for (const [value, files] of filesByValue) {
        if (files.length < 2) continue;
        for (const file of files) {
          const others = files.filter((other) => other !== file);
          ctx.errors.push({
            file,
            field: `fields.${fieldId}`,
            message: `must be unique among "${type.name}" entries, but ${show(value)} is also used by ${others.join(', ')}`,
          });
        }
      }
    }
  }
};

const idOf = (file: string): string => path.posix.basename(file).replace(/\.json$/i, '');

export interface ValidateOptions {
  /**
   * Whether a mirror without entries passes. It does not by default: an empty folder, or
   * CONTENT_DIR pointing at the wrong one, would otherwise build or push an empty site.
   */
  allowEmpty?: boolean;
}

/** The mirror's folder as a whole: it exists, is a folder, and (unless allowed) holds entries. */
const checkFolder = (ctx: Context, mirror: Mirror, { allowEmpty = false }: ValidateOptions) => {
  const report = (message: string) => ctx.errors.push({ file: '', field: '(folder)', message });
  const found = statSync(mirror.root, { throwIfNoEntry: false });
  if (!found) report('the content folder does not exist');
  else if (!found.isDirectory()) report('is a file, not the content folder');
  else if (!allowEmpty && mirror.entries.length === 0 && ctx.unreadableEntryIds.size === 0) {
    report(
      'holds no entries (no entries/<content type>/<id>.json); a mirror of the site has at least one, so check that this is the content folder',
    );
  }
};

/** Every problem of the mirror, grouped by file (files in path order). */
export const validateMirror = (
  mirror: Mirror,
  types: readonly ContentTypeSpec[] = contentTypes,
  options: ValidateOptions = {},
): ValidationError[] => {
  const ctx: Context = {
    errors: [],
    typeById: new Map(types.map((type) => [type.id, type])),
    sectionTypeIds: types.filter((type) => type.section).map((type) => type.id),
    entryTypeOf: new Map(),
    assetIds: new Set(mirror.assets.map((asset) => asset.id)),
    unreadableEntryIds: new Set(
      mirror.unreadable
        .filter(({ file }) => file.startsWith('entries/'))
        .map(({ file }) => idOf(file)),
    ),
    unreadableAssetIds: new Set(
      mirror.unreadable
        .filter(({ file }) => file.startsWith('assets/'))
        .map(({ file }) => idOf(file)),
    ),
    unreadableFiles: new Set(mirror.unreadable.map(({ file }) => file)),
  };
  for (const entry of mirror.entries) {
    if (!ctx.entryTypeOf.has(entry.id)) ctx.entryTypeOf.set(entry.id, entry.contentTypeId);
  }

  checkFolder(ctx, mirror, options);
  for (const { file, message } of mirror.unreadable) {
    ctx.errors.push({ file, field: WHOLE_FILE, message });
  }
  for (const entry of mirror.entries) checkEntry(ctx, entry);
  for (const asset of mirror.assets) checkAsset(ctx, asset, mirror.root);
  checkOrphanBinaries(ctx, mirror);
  checkDuplicateIds(ctx, mirror);
  checkUniqueFields(ctx, mirror);

  const errors = ctx.errors
    .map((error, order) => ({ error, order }))
    .sort((a, b) =>
      a.error.file < b.error.file ? -1 : a.error.file > b.error.file ? 1 : a.order - b.order,
    )
    .map(({ error }) => error);
  for (const error of errors) rootOfError.set(error, mirror.root);
  return errors;
};

/**
 * One line per error: `content/entries/seo/home.json › fields.title: …`, the file shown
 * relative to the current directory. The mirror root is remembered from validateMirror;
 * pass `root` for errors built elsewhere.
 */
export const formatErrors = (errors: readonly ValidationError[], root?: string): string =>
  errors
    .map((error) => {
      const base = root ?? rootOfError.get(error) ?? mirrorRoot();
      const file = path.relative(process.cwd(), path.join(base, error.file)) || '.';
      return `${file} › ${error.field}: ${error.message}`;
    })
    .join('\n');
