/**
 * Answers contentful.js's API calls from the git mirror, so the plugin runs unchanged and makes
 * the nodes a live build does. A sync token carries the version stamps it was made from, so a
 * delta sync needs no file of ours: the plugin keeps the token in Gatsby's cache.
 */
import { readFileSync } from 'node:fs';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { contentTypeById } from '../../content-models';
import { contentfulContentTypes } from '../../content-models/contentful-types';
import { readMirror } from '../../content-tools/mirror/mirror-files';
import {
  MIRROR_ENVIRONMENT,
  MIRROR_LOCALE,
  MIRROR_SPACE_ID,
  type SyncItem,
  assetToSyncItem,
  contentDigest,
  deletedItem,
  entryToSyncItem,
  versionStamp,
} from './sync-format';

export interface AdapterRequest {
  url?: string;
  baseURL?: string;
  params?: Record<string, unknown>;
  method?: string;
}

export interface AdapterResponse {
  data: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: AdapterRequest;
  request: Record<string, never>;
}

type Snapshot = Record<string, { type: 'Entry' | 'Asset'; stamp: string }>;

const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif|avif|tiff)$/;

export const fullUrl = (config: AdapterRequest): URL => {
  const url = config.url ?? '';
  if (/^https?:\/\//.test(url)) return new URL(url);
  const base = (config.baseURL ?? 'https://cdn.contentful.com/').replace(/\/+$/, '');
  return new URL(url ? `${base}/${url.replace(/^\/+/, '')}` : base);
};

const readItems = async (contentDir: string): Promise<SyncItem[]> => {
  const mirror = readMirror(contentDir);
  const entries = mirror.entries.flatMap((entry) => {
    const spec = contentTypeById.get(entry.contentTypeId);
    return spec ? [entryToSyncItem(entry, spec)] : [];
  });
  const assets = await Promise.all(
    mirror.assets.map(async (asset) => {
      const binary = readFileSync(asset.binaryPath);
      const image = IMAGE_TYPES.test(asset.contentType)
        ? await sharp(binary)
            .metadata()
            .then(({ width = 0, height = 0 }) => ({ width, height }))
        : undefined;
      return assetToSyncItem(asset, {
        size: binary.length,
        digest: contentDigest(binary.toString('base64')),
        ...(image ? { image } : {}),
      });
    }),
  );
  return [...entries, ...assets];
};

const TOKEN_PREFIX = 'mirror.';

const tokenOf = (items: SyncItem[]): string => {
  const snapshot: Snapshot = Object.fromEntries(
    items.map((item) => [
      item.sys.id,
      { type: item.sys.type as 'Entry' | 'Asset', stamp: String(item.sys.updatedAt) },
    ]),
  );
  return TOKEN_PREFIX + deflateRawSync(JSON.stringify(snapshot)).toString('base64url');
};

const snapshotOf = (token: string): Snapshot => {
  try {
    if (!token.startsWith(TOKEN_PREFIX)) throw new Error('no prefix');
    const json = inflateRawSync(Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url'));
    return JSON.parse(json.toString('utf8')) as Snapshot;
  } catch {
    throw new Error(
      `The content mirror cannot read the sync token Gatsby's cache holds ("${token.slice(0, 40)}…"). Run "npx gatsby clean" and build again.`,
    );
  }
};

export interface MirrorAdapterOptions {
  contentDir: string;
}

export const createMirrorAdapter = ({ contentDir }: MirrorAdapterOptions) => {
  const syncUrl = (token: string) =>
    `https://cdn.contentful.com/spaces/${MIRROR_SPACE_ID}/environments/${MIRROR_ENVIRONMENT}/sync?sync_token=${token}`;

  const sync = async (params: Record<string, unknown>) => {
    const items = await readItems(contentDir);
    const token = typeof params.sync_token === 'string' ? params.sync_token : undefined;
    if (!token) return { sys: { type: 'Array' }, items, nextSyncUrl: syncUrl(tokenOf(items)) };

    const before = snapshotOf(token);
    const current = new Set(items.map((item) => item.sys.id));
    const changed = items.filter((item) => before[item.sys.id]?.stamp !== item.sys.updatedAt);
    const deleted = Object.entries(before)
      .filter(([id]) => !current.has(id))
      .map(([id, { type }]) => deletedItem(id, type));
    return {
      sys: { type: 'Array' },
      items: [...changed, ...deleted],
      nextSyncUrl: syncUrl(tokenOf(items)),
    };
  };

  const paged = (all: unknown[], params: Record<string, unknown>) => {
    const skip = Number(params.skip ?? 0);
    const limit = Number(params.limit ?? 100);
    return {
      sys: { type: 'Array' },
      total: all.length,
      skip,
      limit,
      items: all.slice(skip, skip + limit),
    };
  };

  const answer = async (pathname: string, params: Record<string, unknown>): Promise<unknown> => {
    if (/\/spaces\/[^/]+\/?$/.test(pathname)) {
      return { sys: { type: 'Space', id: MIRROR_SPACE_ID }, name: 'Content mirror', locales: [] };
    }
    if (pathname.endsWith('/locales')) {
      return paged(
        [
          {
            code: MIRROR_LOCALE,
            name: 'English (United States)',
            default: true,
            fallbackCode: null,
            sys: { id: 'en-US', type: 'Locale' },
          },
        ],
        params,
      );
    }
    if (pathname.endsWith('/content_types')) {
      const types = contentfulContentTypes().map((type) => ({
        ...type,
        // The plugin uses updatedAt as the content type node's digest.
        sys: { ...type.sys, updatedAt: versionStamp(JSON.stringify(type)), revision: 1 },
      }));
      return paged(types, params);
    }
    if (pathname.endsWith('/sync')) return sync(params);
    if (pathname.endsWith('/tags')) return paged([], params);
    return undefined;
  };

  return async (config: AdapterRequest): Promise<AdapterResponse> => {
    const url = fullUrl(config);
    const params = { ...Object.fromEntries(url.searchParams), ...(config.params ?? {}) };
    const data = await answer(url.pathname, params);
    const response = (status: number, statusText: string, body: unknown): AdapterResponse => ({
      data: body,
      status,
      statusText,
      headers: { 'content-type': 'application/vnd.contentful.delivery.v1+json' },
      config,
      request: {},
    });
    if (data === undefined) {
      const error = Object.assign(new Error(`The content mirror does not answer ${url.pathname}`), {
        response: response(404, 'Not Found', { sys: { id: 'NotFound', type: 'Error' } }),
        config,
      });
      throw error;
    }
    return response(200, 'OK', data);
  };
};
