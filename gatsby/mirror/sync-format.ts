/** Mirror files in the shapes Contentful's Delivery and Sync APIs answer with (one locale). */
import { createHash } from 'node:crypto';
import type { ContentTypeSpec } from '../../content-models/define';
import type { JsonValue, MirrorAsset, MirrorEntry } from '../../content-tools/mirror/mirror-files';

export const MIRROR_LOCALE = 'en-US';
export const MIRROR_SPACE_ID = 'mirror';
export const MIRROR_ENVIRONMENT = 'master';
const CREATED_AT = '2020-01-01T00:00:00.000Z';

type Localized = Record<string, { [MIRROR_LOCALE]: unknown }>;

export interface SyncItem {
  sys: Record<string, unknown> & { id: string; type: string; updatedAt?: string };
  fields?: Localized;
  metadata?: { tags: never[] };
}

const hash = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The plugin skips entries whose sys.updatedAt is unchanged, so it derives from the content. */
export const versionStamp = (content: string): string =>
  new Date(parseInt(hash(content).slice(0, 8), 16) * 1000).toISOString();

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });

const toWireValue = (spec: ContentTypeSpec['fields'][string], value: JsonValue): unknown => {
  switch (spec.kind) {
    case 'Entry':
      return link('Entry', String(value));
    case 'Asset':
      return link('Asset', String(value));
    case 'Entries':
      return (value as JsonValue[]).map((id) => link('Entry', String(id)));
    case 'Assets':
      return (value as JsonValue[]).map((id) => link('Asset', String(id)));
    default:
      return value;
  }
};

const localize = (fields: Record<string, unknown>): Localized =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, { [MIRROR_LOCALE]: value }]),
  );

const environmentSys = {
  space: { sys: { type: 'Link', linkType: 'Space', id: MIRROR_SPACE_ID } },
  environment: { sys: { type: 'Link', linkType: 'Environment', id: MIRROR_ENVIRONMENT } },
};

export const entryToSyncItem = (entry: MirrorEntry, spec: ContentTypeSpec): SyncItem => {
  const fields: Record<string, unknown> = {};
  for (const [fieldId, value] of Object.entries(entry.fields)) {
    const fieldSpec = spec.fields[fieldId];
    if (fieldSpec && value !== null) fields[fieldId] = toWireValue(fieldSpec, value);
  }
  return {
    sys: {
      id: entry.id,
      type: 'Entry',
      createdAt: CREATED_AT,
      // A move to another type or a model change also counts as a change.
      updatedAt: versionStamp(JSON.stringify({ type: spec.id, fields })),
      revision: 1,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: spec.id } },
      ...environmentSys,
    },
    fields: localize(fields),
    metadata: { tags: [] },
  };
};

export interface ImageSize {
  width: number;
  height: number;
}

export const assetToSyncItem = (
  asset: MirrorAsset,
  file: { size: number; digest: string; image?: ImageSize },
): SyncItem => ({
  sys: {
    id: asset.id,
    type: 'Asset',
    createdAt: CREATED_AT,
    updatedAt: versionStamp(JSON.stringify(asset.raw) + file.digest),
    revision: 1,
    ...environmentSys,
  },
  fields: localize({
    title: asset.title,
    description: asset.description,
    file: {
      // Never fetched: mirror builds read the file from disk.
      url: `//mirror.invalid/${asset.id}/${encodeURIComponent(asset.fileName)}`,
      fileName: asset.fileName,
      contentType: asset.contentType,
      details: { size: file.size, ...(file.image ? { image: file.image } : {}) },
    },
  }),
  metadata: { tags: [] },
});

export const deletedItem = (id: string, type: 'Entry' | 'Asset'): SyncItem => ({
  sys: { id, type: `Deleted${type}`, createdAt: CREATED_AT, ...environmentSys },
});

export const contentDigest = hash;
