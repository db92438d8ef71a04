/**
 * What a content change means to a reviewer: the mirror before and after, compared entry by
 * entry and asset by asset with the content models, which say what each entry is called, which
 * fields are long texts and which are links. Pure: the callers read the mirrors.
 *
 * The Delivery API reports an unpublished entry exactly like a deleted one, so both are
 * `removed`.
 */
import type { ContentTypeSpec, FieldSpec } from '../../content-models';
import {
  type JsonValue,
  type Mirror,
  type MirrorAsset,
  type MirrorEntry,
  assetBinaryName,
} from '../mirror/mirror-files';
import { firstDifferingSentence, wordCount } from './text-difference';

export type FieldChange = { field: string; label: string } & (
  | { kind: 'value'; before?: string; after?: string }
  | {
      kind: 'text';
      wordsBefore: number;
      wordsAfter: number;
      /** The first sentence that differs, as it was and as it is now. */
      sentence?: { before?: string; after?: string };
    }
  /** What a link field points to now, by title. */
  | { kind: 'links'; targets: string[] }
  /** An asset's file was replaced. */
  | { kind: 'file' }
);

export interface ContentChange {
  kind: 'added' | 'edited' | 'removed';
  /** The content type's name ("Blog post"), or "Asset". */
  typeName: string;
  id: string;
  /** The entry's display field or the asset's title; its id when it has none. */
  title: string;
  /** The changed fields of an edit; empty otherwise. */
  fields: FieldChange[];
}

export type SnapshotEntry = Pick<MirrorEntry, 'id' | 'contentTypeId' | 'fields'>;
export type SnapshotAsset = Pick<
  MirrorAsset,
  'id' | 'title' | 'description' | 'fileName' | 'contentType'
> & {
  /** A digest of the asset's file, so a replaced file counts as an edit. */
  fileDigest?: string;
};

/** A mirror as the comparison needs it. */
export interface MirrorSnapshot {
  entries: readonly SnapshotEntry[];
  assets: readonly SnapshotAsset[];
}

/** A mirror read from disk as a snapshot; `fileHashes` maps its files (relative) to digests. */
export const mirrorSnapshot = (
  mirror: Mirror,
  fileHashes: ReadonlyMap<string, string>,
): MirrorSnapshot => ({
  entries: mirror.entries,
  assets: mirror.assets.map((asset) => ({
    ...asset,
    fileDigest: fileHashes.get(`assets/${assetBinaryName(asset.id, asset.fileName)}`),
  })),
});

export const ASSET_TYPE_NAME = 'Asset';

const LINK_KINDS = new Set<FieldSpec['kind']>(['Entry', 'Entries', 'Asset', 'Assets']);

const canonical = (value: JsonValue | undefined): string => JSON.stringify(value ?? null);

const asText = (value: JsonValue | undefined): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.join(', ');
  }
  return JSON.stringify(value);
};

const entryTitle = (entry: SnapshotEntry, spec: ContentTypeSpec | undefined): string => {
  const value = spec ? entry.fields[spec.displayField] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : entry.id;
};

const assetTitle = (asset: SnapshotAsset): string => asset.title || asset.fileName || asset.id;

const byKey = <T>(items: readonly T[], key: (item: T) => string): Map<string, T> =>
  new Map(items.map((item) => [key(item), item]));

const entryKey = (entry: SnapshotEntry): string => `${entry.contentTypeId}/${entry.id}`;

const fieldChange = (
  field: string,
  spec: FieldSpec | undefined,
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  titleOf: (id: string) => string,
): FieldChange => {
  const label = spec?.name ?? field;
  if (spec && LINK_KINDS.has(spec.kind)) {
    const ids = after === undefined ? [] : Array.isArray(after) ? after : [after];
    return { field, label, kind: 'links', targets: ids.map((id) => titleOf(String(id))) };
  }
  if (spec?.kind === 'Text') {
    const old = typeof before === 'string' ? before : '';
    const next = typeof after === 'string' ? after : '';
    return {
      field,
      label,
      kind: 'text',
      wordsBefore: wordCount(old),
      wordsAfter: wordCount(next),
      sentence: firstDifferingSentence(old, next),
    };
  }
  return { field, label, kind: 'value', before: asText(before), after: asText(after) };
};

const changedFields = (
  before: SnapshotEntry,
  after: SnapshotEntry,
  spec: ContentTypeSpec | undefined,
  titleOf: (id: string) => string,
): FieldChange[] => {
  const declared = Object.keys(spec?.fields ?? {});
  const undeclared = [...new Set([...Object.keys(before.fields), ...Object.keys(after.fields)])]
    .filter((field) => !declared.includes(field))
    .sort();
  return [...declared, ...undeclared]
    .filter((field) => canonical(before.fields[field]) !== canonical(after.fields[field]))
    .map((field) =>
      fieldChange(field, spec?.fields[field], before.fields[field], after.fields[field], titleOf),
    );
};

const ASSET_FIELDS = [
  ['title', 'Title'],
  ['description', 'Description'],
  ['fileName', 'File name'],
  ['contentType', 'Media type'],
] as const;

const changedAssetFields = (before: SnapshotAsset, after: SnapshotAsset): FieldChange[] => {
  const fields: FieldChange[] = ASSET_FIELDS.filter(([key]) => before[key] !== after[key]).map(
    ([key, label]) => ({
      field: key,
      label,
      kind: 'value',
      before: before[key] || undefined,
      after: after[key] || undefined,
    }),
  );
  if (before.fileDigest !== after.fileDigest)
    fields.push({ field: 'file', label: 'File', kind: 'file' });
  return fields;
};

/** Added, removed or changed, between two versions of a keyed list. */
const diff = <T>(
  before: Map<string, T>,
  after: Map<string, T>,
  describe: (item: T, kind: ContentChange['kind'], edits: FieldChange[]) => ContentChange,
  edits: (old: T, next: T) => FieldChange[],
): ContentChange[] => {
  const changes: ContentChange[] = [];
  for (const [key, next] of after) {
    const old = before.get(key);
    if (old === undefined) {
      changes.push(describe(next, 'added', []));
      continue;
    }
    const fields = edits(old, next);
    if (fields.length > 0) changes.push(describe(next, 'edited', fields));
  }
  for (const [key, old] of before) {
    if (!after.has(key)) changes.push(describe(old, 'removed', []));
  }
  return changes;
};

/** Every entry and asset that differs between two mirrors, sorted by type, then title. */
export const contentChanges = (
  before: MirrorSnapshot,
  after: MirrorSnapshot,
  specs: readonly ContentTypeSpec[],
): ContentChange[] => {
  const specById = new Map(specs.map((spec) => [spec.id, spec]));
  const entriesAfter = byKey(after.entries, (entry) => entry.id);
  const assetsAfter = byKey(after.assets, (asset) => asset.id);
  const titleOf = (id: string): string => {
    const entry = entriesAfter.get(id);
    if (entry) return entryTitle(entry, specById.get(entry.contentTypeId));
    const asset = assetsAfter.get(id);
    return asset ? assetTitle(asset) : id;
  };

  const entries = diff(
    byKey(before.entries, entryKey),
    byKey(after.entries, entryKey),
    (entry, kind, fields) => {
      const spec = specById.get(entry.contentTypeId);
      const typeName = spec?.name ?? entry.contentTypeId;
      return { kind, typeName, id: entry.id, title: entryTitle(entry, spec), fields };
    },
    (old, next) => changedFields(old, next, specById.get(next.contentTypeId), titleOf),
  );
  const assets = diff(
    byKey(before.assets, (asset) => asset.id),
    assetsAfter,
    (asset, kind, fields) => ({
      kind,
      typeName: ASSET_TYPE_NAME,
      id: asset.id,
      title: assetTitle(asset),
      fields,
    }),
    changedAssetFields,
  );
  const order = (change: ContentChange) => [change.typeName, change.title, change.id];
  const compare = (a: ContentChange, b: ContentChange): number => {
    const [x, y] = [order(a), order(b)];
    for (let index = 0; index < x.length; index += 1) {
      const result = (x[index] ?? '').localeCompare(y[index] ?? '', 'en');
      if (result !== 0) return result;
    }
    return 0;
  };
  return [...entries.sort(compare), ...assets.sort(compare)];
};
