/**
 * A Contentful space held in memory for the loopback servers: published entries and assets in
 * Contentful's wire format (localised fields, links as Link objects), asset files, content
 * types and locales, with revisions that go up on every change as in Contentful.
 *
 * `loadMirror` converts a mirror into a space with its own small conversion (written from
 * Contentful's documentation, not shared with gatsby/mirror/sync-format.ts or
 * content-tools/contentful/to-mirror.ts), so the tests compare the site's code against an independent
 * reading of the format.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { type ContentTypeSpec, contentTypeById } from '../../../content-models';
import { contentfulContentTypes } from '../../../content-models/contentful-types';

export const LOCALE = 'en-US';
/**
 * A second locale, not the default, as in a space that translates some of its content. Entry
 * fields are not localised (content-models), so only assets carry values in it: their titles
 * and descriptions, which Contentful always localises. The site is built from the default
 * locale alone, so nothing of this locale may reach a page.
 */
export const OTHER_LOCALE = 'de-DE';

export type WireFields = Record<string, Record<string, unknown>>;

export interface AssetMeta {
  title: string;
  description: string;
  fileName: string;
  contentType: string;
}

interface Versioned {
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export interface SpaceEntry extends Versioned {
  id: string;
  contentTypeId: string;
  fields: WireFields;
}

export interface SpaceAsset extends Versioned {
  id: string;
  meta: AssetMeta;
  binary: Buffer;
  image?: { width: number; height: number };
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

/** Mirror field values (links as ids) in Contentful's wire form, one locale. */
export const wireFields = (
  spec: ContentTypeSpec | undefined,
  fields: Record<string, unknown>,
): WireFields => {
  const wire: WireFields = {};
  for (const [fieldId, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const kind = spec?.fields[fieldId]?.kind;
    let converted: unknown = value;
    if (kind === 'Entry' || kind === 'Asset') converted = link(kind, String(value));
    if (kind === 'Entries' || kind === 'Assets') {
      converted = (value as unknown[]).map((id) =>
        link(kind === 'Entries' ? 'Entry' : 'Asset', String(id)),
      );
    }
    wire[fieldId] = { [LOCALE]: converted };
  }
  return wire;
};

const imageSize = async (meta: AssetMeta, binary: Buffer) => {
  if (!/^image\/(jpeg|png|webp|gif|avif)$/.test(meta.contentType)) return undefined;
  const { width = 0, height = 0 } = await sharp(binary).metadata();
  return { width, height };
};

export class Space {
  readonly entries = new Map<string, SpaceEntry>();
  readonly assets = new Map<string, SpaceAsset>();
  contentTypes: Record<string, unknown>[] = contentfulContentTypes() as unknown as Record<
    string,
    unknown
  >[];
  locales = [
    { code: LOCALE, name: 'English (United States)', default: true, fallbackCode: null },
    { code: OTHER_LOCALE, name: 'German (Germany)', default: false, fallbackCode: LOCALE },
  ];
  /** Bumped on every change; dates derive from it so they are deterministic. */
  private clock = 0;

  constructor(
    readonly spaceId: string,
    readonly environment: string,
  ) {}

  private stamp(previous?: Versioned): Versioned {
    this.clock += 1;
    const at = new Date(Date.UTC(2024, 0, 1) + this.clock * 60_000).toISOString();
    return {
      revision: (previous?.revision ?? 0) + 1,
      createdAt: previous?.createdAt ?? at,
      updatedAt: at,
    };
  }

  putEntry(id: string, contentTypeId: string, fields: WireFields): void {
    this.entries.set(id, {
      id,
      contentTypeId,
      fields,
      ...this.stamp(this.entries.get(id)),
    });
  }

  /** Puts an entry given in mirror form (links as ids). */
  putMirrorEntry(id: string, contentTypeId: string, fields: Record<string, unknown>): void {
    this.putEntry(id, contentTypeId, wireFields(contentTypeById.get(contentTypeId), fields));
  }

  deleteEntry(id: string): void {
    if (!this.entries.delete(id)) throw new Error(`no entry ${id} in the test space`);
    this.clock += 1;
  }

  async putAsset(id: string, meta: AssetMeta, binary: Buffer): Promise<void> {
    const image = await imageSize(meta, binary);
    this.assets.set(id, {
      id,
      meta,
      binary,
      ...(image ? { image } : {}),
      ...this.stamp(this.assets.get(id)),
    });
  }

  deleteAsset(id: string): void {
    if (!this.assets.delete(id)) throw new Error(`no asset ${id} in the test space`);
    this.clock += 1;
  }

  /** Every entry and asset of a mirror, published. */
  async loadMirror(dir: string): Promise<this> {
    const entriesDir = path.join(dir, 'entries');
    for (const type of readdirSync(entriesDir).sort()) {
      for (const name of readdirSync(path.join(entriesDir, type)).sort()) {
        if (!name.endsWith('.json')) continue;
        const { fields } = JSON.parse(readFileSync(path.join(entriesDir, type, name), 'utf8')) as {
          fields: Record<string, unknown>;
        };
        this.putMirrorEntry(name.slice(0, -'.json'.length), type, fields);
      }
    }
    const assetsDir = path.join(dir, 'assets');
    if (existsSync(assetsDir)) {
      for (const name of readdirSync(assetsDir).sort()) {
        if (!name.endsWith('.json')) continue;
        const id = name.slice(0, -'.json'.length);
        const meta = JSON.parse(readFileSync(path.join(assetsDir, name), 'utf8')) as AssetMeta;
        const binary = readFileSync(
          path.join(assetsDir, `${id}${path.extname(meta.fileName).toLowerCase()}`),
        );
        await this.putAsset(id, meta, binary);
      }
    }
    return this;
  }

  /** Where an asset's file is served: //host/<space>/<asset>/<digest>/<file name>, like images.ctfassets.net. */
  fileUrl(host: string, asset: SpaceAsset): string {
    const digest = createHash('md5').update(asset.binary).digest('hex').slice(0, 16);
    return `//${host}/${this.spaceId}/${asset.id}/${digest}/${encodeURIComponent(asset.meta.fileName)}`;
  }

  private sys(type: string, item: Versioned & { id: string }) {
    return {
      space: { sys: link('Space', this.spaceId).sys },
      id: item.id,
      type,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      environment: { sys: link('Environment', this.environment).sys },
      revision: item.revision,
    };
  }

  entryItem(entry: SpaceEntry) {
    return {
      metadata: { tags: [] },
      sys: {
        ...this.sys('Entry', entry),
        contentType: { sys: link('ContentType', entry.contentTypeId).sys },
      },
      fields: entry.fields,
    };
  }

  assetItem(asset: SpaceAsset, host: string) {
    const { title, description, fileName, contentType } = asset.meta;
    const translated = (text: string) => ({ [LOCALE]: text, [OTHER_LOCALE]: `${text} (Deutsch)` });
    // Contentful leaves empty fields out.
    const fields: WireFields = {
      ...(title ? { title: translated(title) } : {}),
      ...(description ? { description: translated(description) } : {}),
      file: {
        [LOCALE]: {
          url: this.fileUrl(host, asset),
          details: { size: asset.binary.length, ...(asset.image ? { image: asset.image } : {}) },
          fileName,
          contentType,
        },
      },
    };
    return { metadata: { tags: [] }, sys: this.sys('Asset', asset), fields };
  }

  deletedItem(type: 'Entry' | 'Asset', id: string) {
    const at = new Date(Date.UTC(2024, 0, 1) + this.clock * 60_000).toISOString();
    return {
      sys: {
        ...this.sys(`Deleted${type}`, { id, revision: 1, createdAt: at, updatedAt: at }),
        deletedAt: at,
      },
    };
  }

  contentTypeItems() {
    return this.contentTypes.map((type) => ({
      ...type,
      sys: {
        ...(type.sys as Record<string, unknown>),
        type: 'ContentType',
        space: { sys: link('Space', this.spaceId).sys },
        environment: { sys: link('Environment', this.environment).sys },
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
        revision: 1,
      },
    }));
  }
}
