/**
 * A small client for Contentful's Content Delivery API and Sync API, as content:pull needs
 * them: JSON GETs with the access token, the Sync API's page and token protocol, and asset
 * file downloads. Requests go through https-get.ts: an idle timeout (the content service
 * timeout, 3000 ms), a total deadline, and retries of 429 and 5xx answers.
 */
import { isAssetUrl, showInput, visibleText } from '../../src/lib/input-rules';
import type { DeliveryConfig } from './config';
import { type Answer, ContentfulRequestError, type GetOptions, httpsGet } from './https-get';

export { ContentfulRequestError };

/** The configuration, and (for tests) the agent, deadline, retry policy, sleep and random. */
export type DeliveryClientOptions = DeliveryConfig & Omit<GetOptions, 'idleTimeoutMs'>;

/** Contentful's error body: {"sys": {"id": "AccessTokenInvalid"}, "message": "..."}. */
const errorDetails = (body: Buffer): string => {
  const text = body.toString('utf8');
  try {
    const parsed = JSON.parse(text) as { sys?: { id?: unknown }; message?: unknown };
    return [parsed.sys?.id, parsed.message]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .map((part) => visibleText(part))
      .join(': ');
  } catch {
    return visibleText(text);
  }
};

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
  let token: string | null = null;
  try {
    token = new URL(url, 'https://cdn.contentful.com').searchParams.get('sync_token');
  } catch {
    // Reported below, like a URL without a token.
  }
  if (!token) {
    throw new ContentfulRequestError(
      `Contentful sent a sync URL without a token: ${showInput(String(url), 200)}`,
    );
  }
  return token;
};

/** ` (after 4 attempts)` when an answer came after retries. */
const attemptsNote = (answer: Answer): string =>
  answer.attempts > 1 ? ` (after ${answer.attempts} attempts)` : '';

export const createDeliveryClient = (options: DeliveryClientOptions) => {
  const { host, spaceId, environment, accessToken, timeoutMs } = options;
  const getOptions: GetOptions = { ...options, idleTimeoutMs: timeoutMs };
  const get = (url: URL, headers: Record<string, string>) => httpsGet(url, headers, getOptions);

  const describeFailure = (url: URL, response: Answer): ContentfulRequestError => {
    const details = errorDetails(response.body);
    const answer = `${response.status}${details ? ` ${details}` : ''}${attemptsNote(response)}`;
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
      `Contentful answered GET ${url.pathname} with ${answer}${response.statusText ? ` (${visibleText(response.statusText)})` : ''}.`,
      response.status,
    );
  };

  const getJson = async <T>(
    relativePath: string,
    query: Record<string, string> = {},
  ): Promise<T> => {
    const url = new URL(`https://${host}/spaces/${encodeURIComponent(spaceId)}/${relativePath}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await get(url, {
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
      if (!Array.isArray(page?.items)) {
        throw new ContentfulRequestError(
          `Contentful answered a request for ${resource} without items.`,
        );
      }
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
        if (!Array.isArray(page?.items)) {
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

    /**
     * An asset's file; `url` is the asset's protocol-relative file URL (//images.ctfassets.net/…)
     * or an https one. Nothing else is fetched, and the access token is never sent with it.
     */
    download: async (url: string): Promise<Buffer> => {
      if (!isAssetUrl(url)) {
        throw new ContentfulRequestError(
          `The asset file address ${showInput(url)} is not an https address; content:pull downloads asset files over https only.`,
        );
      }
      const absolute = new URL(url.startsWith('//') ? `https:${url}` : url);
      const response = await get(absolute, {});
      if (response.status !== 200) {
        throw new ContentfulRequestError(
          `Downloading ${absolute.href} failed: ${response.status} ${visibleText(response.statusText)}${attemptsNote(response)}.`,
          response.status,
        );
      }
      return response.body;
    },
  };
};

export type DeliveryClient = ReturnType<typeof createDeliveryClient>;
