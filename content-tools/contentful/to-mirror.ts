/**
 * Contentful's Sync API items back into mirror files: the inverse of ../mirror/sync-format.ts.
 * An entry becomes entries/<contentType>/<id>.json holding {"fields": {...}} with the values of
 * the space's default locale and links written as the linked ids; an asset becomes
 * assets/<id>.json beside its file. Contentful leaves empty fields out, and so does the mirror.
 *
 * Ids, content type ids and asset file names become file names, so each is checked against
 * the rules of src/lib/input-rules.ts first; an item that breaks one is refused (SyncItemError).
 */
import type { ContentTypeSpec, FieldSpec } from '../../content-models';
import {
  CONTENTFUL_ID_RULE,
  isAssetFileName,
  isAssetUrl,
  isContentfulId,
  showInput,
} from '../../src/lib/input-rules';
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

/** What a sync item does to the mirror. */
export type MirrorChange =
  | { type: 'Entry'; entry: PulledEntry }
  | { type: 'DeletedEntry'; id: string }
  | { type: 'Asset'; asset: PulledAsset }
  | { type: 'DeletedAsset'; id: string };

const ITEM_WORDS: Record<MirrorChange['type'], string> = {
  Entry: 'an entry',
  DeletedEntry: 'a deleted entry',
  Asset: 'an asset',
  DeletedAsset: 'a deleted asset',
};

const shown = (value: unknown): string =>
  showInput(typeof value === 'string' ? value : String(JSON.stringify(value)));

/** The item's id, when it is one Contentful allows (and so a safe file name stem). */
const checkedId = (type: MirrorChange['type'], id: unknown): string => {
  if (!isContentfulId(id)) {
    throw new SyncItemError(
      `Contentful sent ${ITEM_WORDS[type]} with the id ${shown(id)}, which is not a Contentful id ` +
        `(${CONTENTFUL_ID_RULE}); ids become file names, so it cannot go into the mirror.`,
    );
  }
  return id;
};

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
  const id = checkedId('Entry', item.sys.id);
  const contentTypeId: unknown = item.sys.contentType?.sys?.id;
  if (!contentTypeId) {
    throw new SyncItemError(`Contentful sent the entry ${id} without its content type.`);
  }
  if (!isContentfulId(contentTypeId)) {
    throw new SyncItemError(
      `Contentful sent the entry ${id} with the content type ${shown(contentTypeId)}, which is ` +
        `not a Contentful id (${CONTENTFUL_ID_RULE}); content type ids become folder names.`,
    );
  }
  const spec = specs.get(contentTypeId);
  const fields: Record<string, JsonValue> = {};
  for (const [fieldId, values] of Object.entries(item.fields ?? {})) {
    const value = localized(values, locale);
    if (isEmpty(value)) continue;
    fields[fieldId] = fromWire(value, spec?.fields[fieldId]);
  }
  return { id, contentTypeId, file: `entries/${contentTypeId}/${id}.json`, fields };
};

interface WireFile {
  url?: string;
  fileName?: string;
  contentType?: string;
}

export const assetFromSyncItem = (item: WireItem, locale: string): PulledAsset => {
  const id = checkedId('Asset', item.sys.id);
  const fields = item.fields ?? {};
  const file = localized(fields.file, locale) as WireFile | undefined;
  if (!file?.url || !file.fileName) {
    throw new SyncItemError(
      `The asset ${id} has no file in the locale ${locale}; upload one in Contentful and publish the asset again.`,
    );
  }
  if (!isAssetFileName(file.fileName)) {
    throw new SyncItemError(
      `The asset ${id} has the file name ${shown(file.fileName)}, which is not a plain file name: ` +
        'at most 255 characters, no slashes or control characters, and an extension of letters and ' +
        'digits such as .png or .pdf. Rename the file in Contentful and publish the asset again.',
    );
  }
  if (!isAssetUrl(file.url)) {
    throw new SyncItemError(
      `Contentful gave the asset ${id} the file address ${shown(file.url)}, which is not an ` +
        'https address; content:pull downloads asset files over https only.',
    );
  }
  const text = (key: string): string => {
    const value = localized(fields[key], locale);
    return typeof value === 'string' ? value : '';
  };
  return {
    id,
    file: `assets/${id}.json`,
    binaryFile: `assets/${assetBinaryName(id, file.fileName)}`,
    json: {
      contentType: file.contentType ?? '',
      description: text('description'),
      fileName: file.fileName,
      title: text('title'),
    },
    url: file.url,
  };
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What one sync item does to the mirror; undefined for item types the mirror does not hold.
 * Throws SyncItemError for an item it cannot hold, before anything is written.
 */
export const mirrorChangeOf = (
  item: unknown,
  locale: string,
  specs: ReadonlyMap<string, ContentTypeSpec>,
): MirrorChange | undefined => {
  const sys = isObject(item) ? item.sys : undefined;
  if (!isObject(sys) || typeof sys.type !== 'string') {
    throw new SyncItemError(`Contentful sent a sync item without sys.type: ${shown(item)}.`);
  }
  const wire = item as unknown as WireItem;
  switch (sys.type) {
    case 'Entry':
      return { type: 'Entry', entry: entryFromSyncItem(wire, locale, specs) };
    case 'Asset':
      return { type: 'Asset', asset: assetFromSyncItem(wire, locale) };
    case 'DeletedEntry':
    case 'DeletedAsset':
      return { type: sys.type, id: checkedId(sys.type, sys.id) };
    default:
      return undefined;
  }
};
