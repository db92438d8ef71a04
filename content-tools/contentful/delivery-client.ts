/**
 * content:pull's reader of a space: the contentful package's client (Delivery and Sync APIs,
 * retries of 429, 5xx and lost connections) over an agent that cuts each connection at a
 * deadline, and asset file downloads with fetch. Failures are one-line ContentfulRequestErrors.
 */
import https from 'node:https';
import type { Duplex } from 'node:stream';
import { createClient } from 'contentful';
import { isAssetUrl, showInput, visibleText } from '../../src/lib/input-rules';
import type { DeliveryConfig } from './config';

export class ContentfulRequestError extends Error {}

/** Total time one request may take, however steadily bytes arrive (asset files included). */
export const REQUEST_DEADLINE_MS = 120_000;
/** Retries after the first attempt of a request answered 429 or 5xx, or not answered. */
export const RETRY_LIMIT = 3;

export interface DeliveryClientOptions {
  deadlineMs?: number;
  retryLimit?: number;
  /** Where the client's notices of retries go. */
  log?: (line: string) => void;
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

export interface WireLocale {
  code: string;
  default?: boolean;
}

export interface SyncResult {
  items: WireItem[];
  nextSyncToken: string;
  pages: number;
}

/** The package's timeout limits only idle time; this agent also ends a connection at the deadline. */
class DeadlineAgent extends https.Agent {
  cut = false;

  constructor(private readonly deadlineMs: number) {
    super({ keepAlive: false });
  }

  override createConnection(...args: Parameters<https.Agent['createConnection']>) {
    const socket: Duplex | null | undefined = super.createConnection(...args);
    const timer = setTimeout(() => {
      this.cut = true;
      socket?.destroy();
    }, this.deadlineMs).unref();
    socket?.once('close', () => clearTimeout(timer));
    return socket;
  }
}

/** What the package's error says: HTTP answers carry their details as JSON in the message. */
const answerIn = (error: Error) => {
  try {
    const answer = JSON.parse(error.message) as { status?: unknown; message?: unknown };
    return typeof answer.status === 'number'
      ? { status: answer.status, text: [error.name, answer.message].filter(Boolean).join(': ') }
      : undefined;
  } catch {
    return undefined;
  }
};

export const createDeliveryClient = (
  { host, spaceId, environment, accessToken, timeoutMs }: DeliveryConfig,
  {
    deadlineMs = REQUEST_DEADLINE_MS,
    retryLimit = RETRY_LIMIT,
    log = (line: string) => console.warn(line),
  }: DeliveryClientOptions = {},
) => {
  const agent = new DeadlineAgent(deadlineMs);
  const contentful = createClient({
    space: spaceId,
    accessToken,
    environment,
    host,
    httpsAgent: agent,
    timeout: timeoutMs,
    retryLimit,
    application: 'ethical-global-outsourcing-site/content-pull',
    logHandler: (level, data) =>
      log(`Contentful ${level}: ${visibleText(typeof data === 'string' ? data : String(data))}`),
  }).withoutLinkResolution;

  const describe = (what: string, error: Error): string => {
    if (agent.cut) {
      return `Contentful (${host}) did not finish answering ${what} within the ${deadlineMs} ms deadline.`;
    }
    const answer = answerIn(error);
    const tries = retryLimit === 0 ? '1 attempt' : `${retryLimit + 1} attempts`;
    if (!answer) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
        return `Contentful (${host}) did not answer ${what} within ${timeoutMs} ms (${tries}).`;
      }
      return code
        ? `Could not reach Contentful at ${host} (${what}): ${code} (${tries}).` +
            (code === 'ENOTFOUND' ? ' Check CONTENTFUL_HOST and the network.' : '')
        : `Contentful's answer to ${what} could not be read: ${visibleText(error.message)}`;
    }
    const { status, text } = answer;
    const said = `${status}${text ? ` ${visibleText(text)}` : ''}`;
    if (status === 401 || status === 403) {
      return (
        `Contentful refused the access token (${said}). CONTENTFUL_ACCESS_TOKEN must be a ` +
        `Content Delivery API token of space ${spaceId} that may read the environment "${environment}".`
      );
    }
    if (status === 404) {
      return `Contentful at ${host} did not find ${what} (${said}). Check CONTENTFUL_SPACE_ID ("${spaceId}") and CONTENTFUL_ENVIRONMENT ("${environment}").`;
    }
    if (status < 300) return `Contentful (${host}) broke off its answer to ${what}.`;
    return `Contentful answered ${what} with ${said}${status === 429 || status >= 500 ? ` (${tries})` : ''}.`;
  };

  /** One call of the package's client, its failure as a one-line message naming `what`. */
  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    agent.cut = false;
    try {
      return await request();
    } catch (error) {
      throw new ContentfulRequestError(describe(what, error as Error));
    }
  };

  /** A collection's items; the client reads one page of 100, so a longer one is refused. */
  const all = async <T>(what: string, request: () => Promise<unknown>): Promise<T[]> => {
    const answer = (await call(what, request)) as { items?: T[]; total?: unknown };
    if (!Array.isArray(answer?.items)) {
      throw new ContentfulRequestError(`Contentful answered a request for ${what} without items.`);
    }
    if (Number(answer.total) > answer.items.length) {
      throw new ContentfulRequestError(
        `The space has ${Number(answer.total)} of ${what}, more than the ${answer.items.length} content:pull reads in one page.`,
      );
    }
    return answer.items;
  };

  return {
    host,
    spaceId,
    environment,

    getSpace: () => call('the space', async () => (await contentful.getSpace()) as unknown),

    getLocales: () => all<WireLocale>('the locales', () => contentful.getLocales()),

    getContentTypes: () =>
      all<Record<string, unknown> & { sys: { id: string } }>('the content types', () =>
        contentful.getContentTypes(),
      ),

    /**
     * An initial sync (every published entry and asset) without a token, a delta (changes and
     * deletions since that token) with one, followed page by page to the next sync token.
     */
    sync: async (
      token: string | undefined,
      { pageLimit = 1000 }: { pageLimit?: number } = {},
    ): Promise<SyncResult> => {
      const items: WireItem[] = [];
      let query: Record<string, unknown> = token
        ? { nextSyncToken: token }
        : { initial: true, limit: pageLimit };
      for (let pages = 1; ; pages += 1) {
        const page = await call('a sync page', () => contentful.sync(query, { paginate: false }));
        items.push(
          ...([
            ...page.entries,
            ...page.assets,
            ...page.deletedEntries,
            ...page.deletedAssets,
          ] as unknown as WireItem[]),
        );
        if (page.nextSyncToken) return { items, nextSyncToken: page.nextSyncToken, pages };
        if (!page.nextPageToken) {
          throw new ContentfulRequestError(
            'Contentful answered a sync page that is not JSON or has neither nextPageUrl nor nextSyncUrl.',
          );
        }
        query = { nextPageToken: page.nextPageToken };
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
      const failed = (why: string) =>
        new ContentfulRequestError(`Downloading ${absolute.href} failed: ${why}.`);
      try {
        // A redirect is an answer like any other: only the address Contentful gave is fetched.
        const response = await fetch(absolute, {
          redirect: 'manual',
          signal: AbortSignal.timeout(deadlineMs),
        });
        if (response.status !== 200) {
          throw failed(`${response.status} ${visibleText(response.statusText)}`);
        }
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof ContentfulRequestError) throw error;
        const { name, cause } = error as Error & { cause?: NodeJS.ErrnoException };
        throw failed(
          name === 'TimeoutError'
            ? `not finished within the ${deadlineMs} ms deadline`
            : (cause?.code ?? visibleText(String(cause ?? error))),
        );
      }
    },
  };
};

export type DeliveryClient = ReturnType<typeof createDeliveryClient>;
