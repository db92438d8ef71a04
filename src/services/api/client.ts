/**
 * The one client of the main API (spec sections 4, 7, 8). A 401 while both tokens exist waits
 * for a refresh and is retried once; if the refresh fails, the caller gets the original 401.
 */
import { MAIN_API } from '../../lib/site-config';
import {
  abortedError,
  ApiError,
  isUnauthorized,
  networkError,
  statusError,
  timeoutError,
} from './errors';
import { deserializeDocument, serializeResource, type JsonApiResource } from './json-api';
import { createTokenRefresher } from './refresh';
import { inTabLock, type RefreshLock } from './refresh-lock';
import { bearer, bothTokens, stripBearer, type TokenStore, type Tokens } from './tokens';

export type ApiMethod = 'GET' | 'POST' | 'PATCH';

export interface RequestOptions {
  body?: JsonApiResource | JsonApiResource[];
  signal?: AbortSignal;
}

export interface ApiClient {
  request: (method: ApiMethod, path: string, options?: RequestOptions) => Promise<unknown>;
  get: (path: string, options?: Omit<RequestOptions, 'body'>) => Promise<unknown>;
  post: (path: string, body: RequestOptions['body'], options?: RequestOptions) => Promise<unknown>;
  patch: (path: string, body: RequestOptions['body'], options?: RequestOptions) => Promise<unknown>;
}

export interface ApiClientOptions {
  baseUrl: string;
  tokens: TokenStore;
  refreshLock?: RefreshLock;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface SendOptions extends RequestOptions {
  authorization?: string;
}

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const isTokenPair = (value: unknown): value is { accessToken: string; refreshToken: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>).accessToken === 'string' &&
  typeof (value as Record<string, unknown>).refreshToken === 'string';

export const createApiClient = ({
  baseUrl,
  tokens,
  refreshLock = inTabLock(),
  fetch: fetchImpl = globalThis.fetch,
  timeoutMs = MAIN_API.timeoutMs,
}: ApiClientOptions): ApiClient => {
  const send = async (
    method: ApiMethod,
    path: string,
    { body, signal, authorization }: SendOptions,
  ): Promise<unknown> => {
    if (signal?.aborted) throw abortedError();
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort);
    const failure = (error: unknown) => {
      if (error instanceof ApiError) return error;
      if (timedOut) return timeoutError(timeoutMs);
      return controller.signal.aborted ? abortedError() : networkError();
    };
    try {
      const response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          'Content-Type': MAIN_API.mediaType,
          Accept: MAIN_API.mediaType,
          ...(authorization === undefined ? {} : { Authorization: authorization }),
        },
        body: body === undefined ? undefined : serializeResource(body),
        signal: controller.signal,
      });
      const answer = parseBody(await response.text());
      if (!response.ok) throw statusError(response.status, answer);
      return deserializeDocument(answer);
    } catch (error) {
      throw failure(error);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  };

  const requestNewTokens = async (current: Tokens): Promise<Tokens> => {
    const answer = await send('POST', MAIN_API.endpoints.refreshToken, {
      authorization: current.refresh,
      body: { type: 'session', accessToken: stripBearer(current.access) },
    });
    if (!isTokenPair(answer)) throw new Error('The refresh answer has no token pair');
    return { access: bearer(answer.accessToken), refresh: answer.refreshToken };
  };

  const refresher = createTokenRefresher({ tokens, lock: refreshLock, requestNewTokens });

  /** An empty cookie counts as no token. */
  const withAccess = (access: string | undefined) => (access ? bearer(access) : undefined);

  const request: ApiClient['request'] = async (method, path, options = {}) => {
    const usedAccess = tokens.read().access;
    try {
      return await send(method, path, { ...options, authorization: withAccess(usedAccess) });
    } catch (error) {
      if (!isUnauthorized(error) || !bothTokens(tokens)) throw error;
      const renewed = await refresher.refresh(usedAccess);
      if (!renewed) throw error;
      return send(method, path, { ...options, authorization: bearer(renewed.access) });
    }
  };

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
  };
};
