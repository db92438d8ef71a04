/**
 * The main API's request failures (spec section 8), read by the API client only.
 * Part of the site's settings (src/lib/site-config.ts), apart so that only the pages that use
 * them load them.
 */

/** Request failures, word for word (spec section 8); {status} and {n} are replaced. */
export const API_ERROR_MESSAGES = {
  status: 'Request failed with status code {status}',
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout of {n}ms exceeded',
} as const;
