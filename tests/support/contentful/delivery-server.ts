/**
 * A loopback server speaking Contentful's Content Delivery API and Sync API over HTTPS, answering
 * from a Space held in memory:
 *   GET /spaces/:space                                   the space and its locales
 *   GET /spaces/:space/environments/:env/locales         paged collection
 *   GET /spaces/:space/environments/:env/content_types   paged collection (skip, limit)
 *   GET /spaces/:space/environments/:env/sync            initial=true (+limit), sync_token=…
 *   GET /:space/:asset/:digest/:fileName                 asset files, like images.ctfassets.net
 * Sync follows Contentful's protocol: pages linked by nextPageUrl, the last one carrying
 * nextSyncUrl with a token for the next delta; a delta holds changed items and DeletedEntry /
 * DeletedAsset items. Access tokens are checked like Contentful does (401 AccessTokenInvalid).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Space } from './space';
import { listenOnLoopback, type TestCertificate } from './tls';

type Snapshot = Map<string, number>;

interface PendingSync {
  items: unknown[];
  snapshot: Snapshot;
}

export interface DeliveryServerOptions {
  certificate: TestCertificate;
  spaceId?: string;
  environment?: string;
  accessToken?: string;
  /** The most items a sync page holds, whatever `limit` asks (Contentful caps pages too). */
  maxPageSize?: number;
  /** The space to serve (its id and environment are used); a new empty one by default. */
  space?: Space;
}

export interface DeliveryServer {
  /** "127.0.0.1:<port>", the value for CONTENTFUL_HOST. */
  host: string;
  space: Space;
  spaceId: string;
  environment: string;
  accessToken: string;
  /** Paths (and queries) of every request, in order. */
  requests: string[];
  /**
   * Makes the nth sync request from now (1 = the next one) answer 500, and the `times - 1`
   * requests after it too (the client retries a 5xx).
   */
  failSyncRequest: (nth: number, times?: number) => void;
  /** Makes downloads of this asset's file answer 503. */
  failDownload: (assetId: string) => void;
  /** Ends every failure asked for. */
  resetFailures: () => void;
  close: () => Promise<void>;
}

const encodeToken = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

const decodeToken = (token: string): { s?: number; p?: number; o?: number } | undefined => {
  try {
    return JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      s?: number;
      p?: number;
      o?: number;
    };
  } catch {
    return undefined;
  }
};

export const startDeliveryServer = async (
  options: DeliveryServerOptions,
): Promise<DeliveryServer> => {
  const spaceId = options.space?.spaceId ?? options.spaceId ?? 'loopbackspace';
  const environment = options.space?.environment ?? options.environment ?? 'master';
  const accessToken = options.accessToken ?? 'loopback-delivery-token';
  const maxPageSize = options.maxPageSize ?? 1000;
  const space = options.space ?? new Space(spaceId, environment);
  const requests: string[] = [];
  const snapshots: Snapshot[] = [];
  const pending: PendingSync[] = [];
  let syncRequests = 0;
  const failingSyncRequests = new Set<number>();
  const failingDownloads = new Set<string>();
  let host = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/vnd.contentful.delivery.v1+json',
      'content-length': Buffer.byteLength(json),
      'x-contentful-request-id': `loopback-${requests.length}`,
    });
    res.end(json);
  };
  const error = (res: ServerResponse, status: number, id: string, message: string) =>
    send(res, status, {
      sys: { type: 'Error', id },
      message,
      requestId: `loopback-${requests.length}`,
    });
  const collection = (items: unknown[], query: URLSearchParams) => {
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 100);
    return {
      sys: { type: 'Array' },
      total: items.length,
      skip,
      limit,
      items: items.slice(skip, skip + limit),
    };
  };

  const currentSnapshot = (): Snapshot =>
    new Map([
      ...[...space.entries.values()].map((entry) => [`Entry:${entry.id}`, entry.revision] as const),
      ...[...space.assets.values()].map((asset) => [`Asset:${asset.id}`, asset.revision] as const),
    ]);

  const itemsSince = (before: Snapshot | undefined): unknown[] => {
    const changed = (key: string, revision: number) => before?.get(key) !== revision;
    const items: unknown[] = [
      ...[...space.entries.values()]
        .filter((entry) => changed(`Entry:${entry.id}`, entry.revision))
        .map((entry) => space.entryItem(entry)),
      ...[...space.assets.values()]
        .filter((asset) => changed(`Asset:${asset.id}`, asset.revision))
        .map((asset) => space.assetItem(asset, host)),
    ];
    if (before) {
      const now = currentSnapshot();
      for (const key of before.keys()) {
        if (now.has(key)) continue;
        const [type, id] = key.split(/:(.*)/s) as ['Entry' | 'Asset', string];
        items.push(space.deletedItem(type, id));
      }
    }
    return items;
  };

  const syncUrl = (token: string) =>
    `https://${host}/spaces/${spaceId}/environments/${environment}/sync?sync_token=${token}`;

  /** One page of a pending sync; the last page stores the snapshot its token stands for. */
  const syncPage = (pendingIndex: number, offset: number, pageSize: number) => {
    const sync = pending[pendingIndex] as PendingSync;
    const items = sync.items.slice(offset, offset + pageSize);
    if (offset + pageSize < sync.items.length) {
      return {
        sys: { type: 'Array' },
        items,
        nextPageUrl: syncUrl(encodeToken({ p: pendingIndex, o: offset + pageSize, n: pageSize })),
      };
    }
    snapshots.push(sync.snapshot);
    return {
      sys: { type: 'Array' },
      items,
      nextSyncUrl: syncUrl(encodeToken({ s: snapshots.length - 1 })),
    };
  };

  const handleSync = (res: ServerResponse, query: URLSearchParams) => {
    syncRequests += 1;
    if (failingSyncRequests.delete(syncRequests)) {
      error(
        res,
        500,
        'InternalServerError',
        'The loopback server was told to fail this sync page.',
      );
      return;
    }
    const token = query.get('sync_token');
    if (query.get('initial') === 'true' && !token) {
      const pageSize = Math.min(Number(query.get('limit') ?? 100), maxPageSize);
      pending.push({ items: itemsSince(undefined), snapshot: currentSnapshot() });
      send(res, 200, syncPage(pending.length - 1, 0, pageSize));
      return;
    }
    const decoded = token ? decodeToken(token) : undefined;
    if (decoded?.p !== undefined && pending[decoded.p]) {
      const size = Number((decoded as { n?: number }).n ?? maxPageSize);
      send(res, 200, syncPage(decoded.p, decoded.o ?? 0, size));
      return;
    }
    if (decoded?.s !== undefined && snapshots[decoded.s]) {
      pending.push({ items: itemsSince(snapshots[decoded.s]), snapshot: currentSnapshot() });
      send(res, 200, syncPage(pending.length - 1, 0, maxPageSize));
      return;
    }
    error(res, 400, 'BadRequest', 'Provide either initial=true or a valid sync_token.');
  };

  const handleFile = (res: ServerResponse, parts: string[]) => {
    const [, assetId] = parts;
    const asset = assetId ? space.assets.get(assetId) : undefined;
    if (!asset || space.fileUrl(host, asset) !== `//${host}/${parts.join('/')}`) {
      res.writeHead(404).end('Not found');
      return;
    }
    if (failingDownloads.has(asset.id)) {
      res.writeHead(503).end('Service unavailable');
      return;
    }
    res.writeHead(200, {
      'content-type': asset.meta.contentType,
      'content-length': asset.binary.length,
    });
    res.end(asset.binary);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `https://${host}`);
    requests.push(`${url.pathname}${url.search}`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      error(res, 405, 'MethodNotAllowed', 'The Content Delivery API is read-only.');
      return;
    }
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === spaceId && parts.length === 4) {
      handleFile(res, url.pathname.split('/').filter(Boolean));
      return;
    }
    if (parts[0] !== 'spaces') {
      error(res, 404, 'NotFound', 'The resource could not be found.');
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if ((bearer ?? url.searchParams.get('access_token')) !== accessToken) {
      error(
        res,
        401,
        'AccessTokenInvalid',
        'The access token you sent could not be found or is invalid.',
      );
      return;
    }
    if (parts[1] !== spaceId) {
      error(res, 404, 'NotFound', 'The resource could not be found.');
      return;
    }
    if (parts.length === 2) {
      send(res, 200, {
        sys: { type: 'Space', id: spaceId },
        name: 'Loopback space',
        locales: space.locales,
      });
      return;
    }
    if (parts[2] !== 'environments' || parts[3] !== environment || parts.length !== 5) {
      error(res, 404, 'NotFound', 'The resource could not be found.');
      return;
    }
    switch (parts[4]) {
      case 'locales':
        send(
          res,
          200,
          collection(
            space.locales.map((locale) => ({
              ...locale,
              sys: { id: locale.code, type: 'Locale', version: 1 },
            })),
            url.searchParams,
          ),
        );
        return;
      case 'content_types':
        send(res, 200, collection(space.contentTypeItems(), url.searchParams));
        return;
      case 'sync':
        handleSync(res, url.searchParams);
        return;
      default:
        error(res, 404, 'NotFound', 'The resource could not be found.');
    }
  };

  const loopback = await listenOnLoopback(options.certificate, handle);
  host = loopback.host;

  return {
    host,
    space,
    spaceId,
    environment,
    accessToken,
    requests,
    failSyncRequest: (nth, times = 1) => {
      for (let offset = 0; offset < times; offset += 1)
        failingSyncRequests.add(syncRequests + nth + offset);
    },
    failDownload: (assetId) => failingDownloads.add(assetId),
    resetFailures: () => {
      failingSyncRequests.clear();
      failingDownloads.clear();
    },
    close: loopback.close,
  };
};
