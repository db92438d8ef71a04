/**
 * Contentful's Sync API items back into mirror files: the inverse of ../mirror/sync-format.ts.
 * An entry becomes entries/<contentType>/<id>.json holding {"fields": {...}} with the values of
 * the space's default locale and links written as the linked ids; an asset becomes
 * assets/<id>.json beside its file. Contentful leaves empty fields out, and so does the mirror.
 */
import type { ContentTypeSpec, FieldSpec } from '../../content-models';
import { type JsonValue, assetBinaryName } from '../mirror/mirror-files';
import type { WireItem } from './delivery-client';

export interface PulledEntry {
  id: string;
  contentTypeId: string;
  /** Path relative to the mirror root. */
  file: string;
  fields: Record<string, JsonValue>;
}

export interface PulledAsset {
  id: string;
  file: string;
  binaryFile: string;
  json: { contentType: string; description: string; fileName: string; title: string };
  /** Protocol-relative URL of the asset's file on Contentful's CDN. */
  url: string;
}

export class SyncItemError extends Error {}

interface WireLink {
  sys: { type: 'Link'; linkType: string; id: string };
}

const isLink = (value: unknown): value is WireLink => {
  if (typeof value !== 'object' || value === null) return false;
  const sys = (value as { sys?: Partial<WireLink['sys']> }).sys;
  return sys?.type === 'Link' && typeof sys.id === 'string';
};

const LINK_KINDS = new Set<FieldSpec['kind']>(['Entry', 'Entries', 'Asset', 'Assets']);

export const isLinkField = (spec: FieldSpec | undefined): boolean =>
  spec !== undefined && LINK_KINDS.has(spec.kind);

/**
 * One field value in mirror form. Links become ids; fields the models do not know are
 * converted by their shape, so the validator can name them.
 */
const fromWire = (value: unknown, spec: FieldSpec | undefined): JsonValue => {
  if (isLink(value) && (spec === undefined || isLinkField(spec))) return value.sys.id;
  if (Array.isArray(value) && (isLinkField(spec) || (spec === undefined && value.every(isLink)))) {
    return value.map((item) => (isLink(item) ? item.sys.id : (item as JsonValue)));
  }
  return value as JsonValue;
};

/** A localised field's value: the default locale's. */
const localized = (field: Record<string, unknown> | undefined, locale: string): unknown =>
  field && Object.prototype.hasOwnProperty.call(field, locale) ? field[locale] : undefined;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (Array.isArray(value) && value.length === 0);

export const entryFromSyncItem = (
  item: WireItem,
  locale: string,
  specs: ReadonlyMap<string, ContentTypeSpec>,
): PulledEntry => {
  const contentTypeId = item.sys.contentType?.sys.id;
  if (!contentTypeId) {
    throw new SyncItemError(`Contentful sent the entry ${item.sys.id} without its content type.`);
  }
  const spec = specs.get(contentTypeId);
  const fields: Record<string, JsonValue> = {};
  for (const [fieldId, values] of Object.entries(item.fields ?? {})) {
    const value = localized(values, locale);
    if (isEmpty(value)) continue;
    fields[fieldId] = fromWire(value, spec?.fields[fieldId]);
  }
  return {
    id: item.sys.id,
    contentTypeId,
    file: `entries/${contentTypeId}/${item.sys.id}.json`,
    fields,
  };
};

interface WireFile {
  url?: string;
  fileName?: string;
  contentType?: string;
}

export const assetFromSyncItem = (item: WireItem, locale: string): PulledAsset => {
  const fields = item.fields ?? {};
  const file = localized(fields.file, locale) as WireFile | undefined;
  if (!file?.url || !file.fileName) {
    throw new SyncItemError(
      `The asset ${item.sys.id} has no file in the locale ${locale}; upload one in Contentful and publish the asset again.`,
    );
  }
  const text = (key: string): string => {
    const value = localized(fields[key], locale);
    return typeof value === 'string' ? value : '';
  };
  return {
    id: item.sys.id,
    file: `assets/${item.sys.id}.json`,
    binaryFile: `assets/${assetBinaryName(item.sys.id, file.fileName)}`,
    json: {
      contentType: file.contentType ?? '',
      description: text('description'),
      fileName: file.fileName,
      title: text('title'),
    },
    url: file.url,
  };
};
