/**
 * POSTs JSON to another service from a Netlify function. Each attempt has a timeout; a 5xx, a
 * network error or a timeout is tried again after a pause, a 4xx (a refusal) is not. Errors give
 * status codes and counts only, never the address, the headers or fetch's own message, which can
 * quote them: they end up in the function's log.
 */

export interface PostJsonOptions {
  /** Sent with every attempt (a key, for one). */
  headers?: Readonly<Record<string, string>>;
  /** How long one attempt may take, in milliseconds. */
  timeoutMs: number;
  /** The pause before each retry, in milliseconds: one retry per entry. */
  retryDelaysMs: readonly number[];
  fetch?: typeof globalThis.fetch;
  /** Waits out a pause; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

/** Why a POST was not accepted, in words safe to log. */
export class PostJsonError extends Error {
  override name = 'PostJsonError';
}

type Attempt = { status: number } | { failure: 'timeout' | 'network' };

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const attempt = async (
  url: string,
  init: RequestInit,
  timeoutMs: number,
  fetch: typeof globalThis.fetch,
): Promise<Attempt> => {
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
      // A redirect would send the body and the headers on to another address.
      redirect: 'manual',
    });
    // The answer's body is not needed; cancelling it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    // fetch rejects with the signal's reason, a DOMException (not always an Error of this realm).
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    return { failure: timedOut ? 'timeout' : 'network' };
  }
};

const accepted = (outcome: Attempt): outcome is { status: number } =>
  'status' in outcome && outcome.status >= 200 && outcome.status < 300;

/** A 5xx, a network error or a timeout may pass on the next try; a 4xx will not. */
const worthRetrying = (outcome: Attempt): boolean =>
  !('status' in outcome) || outcome.status >= 500;

const outcomeText = (outcome: Attempt, timeoutMs: number): string =>
  'status' in outcome
    ? `status ${outcome.status}`
    : outcome.failure === 'timeout'
      ? `no answer within ${timeoutMs} ms`
      : 'network error';

/** POSTs `body` as JSON to `url`; resolves with the 2xx status, rejects with a PostJsonError. */
export const postJson = async (
  url: string,
  body: unknown,
  {
    headers = {},
    timeoutMs,
    retryDelaysMs,
    fetch = globalThis.fetch,
    sleep = sleepFor,
  }: PostJsonOptions,
): Promise<number> => {
  const init: RequestInit = {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  let outcome = await attempt(url, init, timeoutMs, fetch);
  let attempts = 1;
  for (const delay of retryDelaysMs) {
    if (accepted(outcome) || !worthRetrying(outcome)) break;
    await sleep(delay);
    outcome = await attempt(url, init, timeoutMs, fetch);
    attempts += 1;
  }
  if (accepted(outcome)) return outcome.status;
  const plural = attempts === 1 ? 'attempt' : 'attempts';
  throw new PostJsonError(`${outcomeText(outcome, timeoutMs)} after ${attempts} ${plural}`);
};
