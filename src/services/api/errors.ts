/**
 * Why a main-API request failed, with the messages of spec section 8 word for word (they are
 * the ones the client application's HTTP library gives, so logs read the same in both).
 */
import { API_ERROR_MESSAGES } from '../../lib/config/api';

export type ApiErrorKind = 'status' | 'network' | 'aborted' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** The HTTP status, for `status` failures only. */
    readonly status?: number,
    /** The parsed answer body of a `status` failure (JSON:API errors), when it had one. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const statusError = (status: number, body?: unknown): ApiError =>
  new ApiError(
    API_ERROR_MESSAGES.status.replace('{status}', String(status)),
    'status',
    status,
    body,
  );

export const networkError = (): ApiError => new ApiError(API_ERROR_MESSAGES.network, 'network');

export const abortedError = (): ApiError => new ApiError(API_ERROR_MESSAGES.aborted, 'aborted');

export const timeoutError = (ms: number): ApiError =>
  new ApiError(API_ERROR_MESSAGES.timeout.replace('{n}', String(ms)), 'timeout');

/** Whether an error is the main API's answer 401 (the one that starts a token refresh). */
export const isUnauthorized = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;
