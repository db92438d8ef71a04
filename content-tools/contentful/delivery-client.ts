/**
 * A small client for Contentful's Content Delivery API and Sync API, as content:pull needs
 * them: JSON GETs with the access token, the Sync API's page and token protocol, and asset
 * file downloads. Every request gives up after the content service timeout (3000 ms without
 * an answer); a 429 is retried after the time Contentful asks for.
 */
import https from 'node:https';
import type { DeliveryConfig } from './config';

export class ContentfulRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface DeliveryClientOptions extends DeliveryConfig {
  /** Only tests pass one (to trust their local certificate). */
  agent?: https.Agent;
  /** How many times a 429 (rate limited) answer is retried. */
  rateLimitRetries?: number;
}

interface RawResponse {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Contentful's error body: {"sys": {"id": "AccessTokenInvalid"}, "message": "..."}. */
const errorDetails = (body: Buffer): string => {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { sys?: { id?: string }; message?: string };
    return [parsed.sys?.id, parsed.message].filter(Boolean).join(': ');
  } catch {
    return body.toString('utf8').slice(0, 200);
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SyncPage<Item> {
  items: Item[];
  nextPageUrl?: string;
  nextSyncUrl?: string;
}

export interface SyncItemSys {
  id: string;
  type: string;
  contentType?: { sys: { id: string } };
  [key: string]: unknown;
}

export interface WireItem {
  sys: SyncItemSys;
  fields?: Record<string, Record<string, unknown>>;
}

export interface WireCollection<T> {
  items: T[];
  total?: number;
  skip?: number;
  limit?: number;
}

export interface WireLocale {
  code: string;
  default?: boolean;
}

export interface SyncResult {
  /** Every item of every page, in the order Contentful sent them. */
  items: WireItem[];
  nextSyncToken: string;
  pages: number;
}

/** The token in a nextPageUrl or nextSyncUrl (`...?sync_token=<token>`). */
export const syncTokenOf = (url: string): string => {
  const token = new URL(url, 'https://cdn.contentful.com').searchParams.get('sync_token');
  if (!token)
    throw new ContentfulRequestError(`Contentful sent a sync URL without a token: ${url}`);
  return token;
};

export const createDeliveryClient = (options: DeliveryClientOptions) => {
  const { host, spaceId, environment, accessToken, timeoutMs, agent } = options;
  const rateLimitRetries = options.rateLimitRetries ?? 3;

  const request = (url: URL, headers: Record<string, string>): Promise<RawResponse> =>
    new Promise((resolve, reject) => {
      const req = https.get(url, { headers, agent, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? '',
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () =>
        req.destroy(
          new ContentfulRequestError(
            `Contentful (${url.host}) did not answer GET ${url.pathname} within ${timeoutMs} ms.`,
          ),
        ),
      );
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          error instanceof ContentfulRequestError
            ? error
            : new ContentfulRequestError(
                `Could not reach Contentful at ${url.host} (GET ${url.pathname}): ${error.code ?? error.message}.` +
                  (error.code === 'ENOTFOUND' ? ' Check CONTENTFUL_HOST and the network.' : ''),
              ),
        ),
      );
    });

  /** A request, retried while Contentful answers 429 (rate limited). */
  const requestWithRetry = async (
    url: URL,
    headers: Record<string, string>,
  ): Promise<RawResponse> => {
    for (let attempt = 0; ; attempt += 1) {
      const response = await request(url, headers);
      if (response.status !== 429 || attempt >= rateLimitRetries) return response;
      const reset = Number(response.headers['x-contentful-ratelimit-reset'] ?? 1);
      await sleep(Math.min(Math.max(reset, 0.1), 10) * 1000);
    }
  };

  const describeFailure = (url: URL, response: RawResponse): ContentfulRequestError => {
    const details = errorDetails(response.body);
    const answer = `${response.status}${details ? ` ${details}` : ''}`;
    if (response.status === 401 || response.status === 403) {
      return new ContentfulRequestError(
        `Contentful refused the access token (${answer}). CONTENTFUL_ACCESS_TOKEN must be a ` +
          `Content Delivery API token of space ${spaceId} that may read the environment "${environment}".`,
        response.status,
      );
    }
    if (response.status === 404) {
      return new ContentfulRequestError(
        `Contentful at ${host} has no ${url.pathname} (${answer}). Check CONTENTFUL_SPACE_ID ` +
          `("${spaceId}") and CONTENTFUL_ENVIRONMENT ("${environment}").`,
        404,
      );
    }
    return new ContentfulRequestError(
      `Contentful answered GET ${url.pathname} with ${answer}${response.statusText ? ` (${response.statusText})` : ''}.`,
      response.status,
    );
  };

  const getJson = async <T>(
    relativePath: string,
    query: Record<string, string> = {},
  ): Promise<T> => {
    const url = new URL(`https://${host}/spaces/${encodeURIComponent(spaceId)}/${relativePath}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await requestWithRetry(url, {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
    });
    if (response.status !== 200) throw describeFailure(url, response);
    try {
      return JSON.parse(response.body.toString('utf8')) as T;
    } catch {
      throw new ContentfulRequestError(
        `Contentful answered GET ${url.pathname} with invalid JSON.`,
      );
    }
  };

  const envPath = (resource: string) =>
    `environments/${encodeURIComponent(environment)}/${resource}`;

  /** Every item of a paged collection endpoint (content types, locales). */
  const getAll = async <T>(resource: string): Promise<T[]> => {
    const items: T[] = [];
    const limit = 1000;
    for (let skip = 0; ; skip += limit) {
      const page = await getJson<WireCollection<T>>(envPath(resource), {
        skip: String(skip),
        limit: String(limit),
        order: 'sys.createdAt',
      });
      items.push(...page.items);
      if (page.items.length === 0 || skip + limit >= (page.total ?? 0)) return items;
    }
  };

  return {
    host,
    spaceId,
    environment,

    getSpace: () => getJson<{ sys: { id: string }; name?: string }>(''),

    getLocales: () => getAll<WireLocale>('locales'),

    getContentTypes: () =>
      getAll<Record<string, unknown> & { sys: { id: string } }>('content_types'),

    /**
     * The Sync API: an initial sync (every published entry and asset) without a token, a
     * delta (changes and deletions since that token) with one. Pages are followed through
     * nextPageUrl until Contentful sends the nextSyncUrl holding the next token.
     */
    sync: async (
      token: string | undefined,
      { pageLimit = 1000, onPage }: { pageLimit?: number; onPage?: (items: number) => void } = {},
    ): Promise<SyncResult> => {
      const items: WireItem[] = [];
      let query: Record<string, string> = token
        ? { sync_token: token }
        : { initial: 'true', limit: String(pageLimit) };
      for (let pages = 1; ; pages += 1) {
        const page = await getJson<SyncPage<WireItem>>(envPath('sync'), query);
        if (!Array.isArray(page.items)) {
          throw new ContentfulRequestError('Contentful answered a sync request without items.');
        }
        items.push(...page.items);
        onPage?.(page.items.length);
        if (page.nextPageUrl) {
          query = { sync_token: syncTokenOf(page.nextPageUrl) };
        } else if (page.nextSyncUrl) {
          return { items, nextSyncToken: syncTokenOf(page.nextSyncUrl), pages };
        } else {
          throw new ContentfulRequestError(
            'Contentful answered a sync page with neither nextPageUrl nor nextSyncUrl.',
          );
        }
      }
    },

    /** An asset's file; `url` is the asset's protocol-relative file URL (//images.ctfassets.net/…). */
    download: async (url: string): Promise<Buffer> => {
      const absolute = new URL(url.startsWith('//') ? `https:${url}` : url);
      const response = await requestWithRetry(absolute, {});
      if (response.status !== 200) {
        throw new ContentfulRequestError(
          `Downloading ${absolute.href} failed: ${response.status} ${response.statusText}.`,
          response.status,
        );
      }
      return response.body;
    },
  };
};

export type DeliveryClient = ReturnType<typeof createDeliveryClient>;
