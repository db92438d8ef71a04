/** Word for word from spec section 8. */
export const API_ERROR_MESSAGES = {
  status: 'Request failed with status code {status}',
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout of {n}ms exceeded',
} as const;
