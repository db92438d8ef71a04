/** Spec section 8's messages, as the client app's HTTP library gives them. */
import { API_ERROR_MESSAGES } from '../../lib/config/api';

export type ApiErrorKind = 'status' | 'network' | 'aborted' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
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

export const isUnauthorized = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401;
