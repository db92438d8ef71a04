/** Errors never quote the address, headers or fetch's message: they end up in the log. */

export interface PostJsonOptions {
  headers?: Readonly<Record<string, string>>;
  timeoutMs: number;
  /** One retry per entry. */
  retryDelaysMs: readonly number[];
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

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
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status };
  } catch (error) {
    // The signal's reason is a DOMException, not always an Error of this realm.
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    return { failure: timedOut ? 'timeout' : 'network' };
  }
};

const accepted = (outcome: Attempt): outcome is { status: number } =>
  'status' in outcome && outcome.status >= 200 && outcome.status < 300;

const worthRetrying = (outcome: Attempt): boolean =>
  !('status' in outcome) || outcome.status >= 500;

const outcomeText = (outcome: Attempt, timeoutMs: number): string =>
  'status' in outcome
    ? `status ${outcome.status}`
    : outcome.failure === 'timeout'
      ? `no answer within ${timeoutMs} ms`
      : 'network error';

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
