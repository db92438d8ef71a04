/**
 * GET over HTTPS for content:pull, with the limits an answer from outside needs: an idle
 * timeout (no byte for the content service timeout, 3000 ms), a total deadline (a server that
 * trickles a byte at a time cannot keep the pull waiting), and retries of 429 and 5xx answers
 * with capped exponential backoff and jitter. A failure is a ContentfulRequestError whose
 * message is one line naming the host, the path and the cause.
 */
import https from 'node:https';

export class ContentfulRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** 5xx: the first wait; each retry doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** 429 without a usable reset header: the specification's 5 s. */
  rateLimitDefaultMs: number;
  /** The longest a reset header can make a retry wait. */
  maxRateLimitWaitMs: number;
}

export const RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  rateLimitDefaultMs: 5000,
  maxRateLimitWaitMs: 60_000,
};

/** Total time one request may take, however steadily bytes arrive (asset files included). */
export const REQUEST_DEADLINE_MS = 120_000;

/** Contentful's X-Contentful-RateLimit-Reset: whole or decimal seconds until the limit resets. */
const RESET_PATTERN = /^\d{1,6}(\.\d{1,3})?$/;

/**
 * How long to wait before attempt `attempt + 1` after an answer with `status`, or undefined
 * when the answer is final (not 429 or 5xx, or no retry left). `random` is in [0, 1).
 */
export const retryDelay = (
  status: number,
  resetHeader: string | string[] | undefined,
  attempt: number,
  random: () => number,
  policy: RetryPolicy = RETRY_POLICY,
): number | undefined => {
  if (attempt >= policy.retries) return undefined;
  if (status === 429) {
    const reset = typeof resetHeader === 'string' ? resetHeader.trim() : '';
    const wait = RESET_PATTERN.test(reset)
      ? Math.min(Number(reset) * 1000, policy.maxRateLimitWaitMs)
      : policy.rateLimitDefaultMs;
    // A little jitter, so clients limited together do not all come back at the same instant.
    return Math.round(wait + 250 * random());
  }
  if (status >= 500 && status <= 599) {
    const capped = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
    return Math.round(capped * (0.5 + 0.5 * random()));
  }
  return undefined;
};

export interface Answer {
  status: number;
  statusText: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** How many requests it took (retries included). */
  attempts: number;
}

export interface GetOptions {
  /** Only tests pass one (to trust their local certificate). */
  agent?: https.Agent;
  /** Gives up when no byte arrives for this long. */
  idleTimeoutMs: number;
  /** Gives up when the whole answer has not arrived after this long. */
  deadlineMs?: number;
  retry?: RetryPolicy;
  /** Tests replace these to check the waits without waiting. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const getOnce = (
  url: URL,
  headers: Record<string, string>,
  { agent, idleTimeoutMs, deadlineMs = REQUEST_DEADLINE_MS }: GetOptions,
): Promise<Omit<Answer, 'attempts'>> =>
  new Promise((resolve, reject) => {
    const where = `GET ${url.pathname}`;
    let settled = false;
    let request: ReturnType<typeof https.get> | undefined;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      reject(new ContentfulRequestError(message));
      request?.destroy();
    };
    const deadline = setTimeout(
      () =>
        fail(
          `Contentful (${url.host}) did not finish answering ${where} within the ${deadlineMs} ms deadline.`,
        ),
      deadlineMs,
    );
    try {
      request = https.get(url, { headers, agent, timeout: idleTimeoutMs }, (response) => {
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
        });
        response.on('error', () => undefined);
        response.on('close', () => {
          if (!response.complete) {
            fail(
              `Contentful (${url.host}) broke off its answer to ${where} after ${received} bytes.`,
            );
            return;
          }
          if (settled) return;
          settled = true;
          clearTimeout(deadline);
          resolve({
            status: response.statusCode ?? 0,
            statusText: response.statusMessage ?? '',
            headers: response.headers,
            body: Buffer.concat(chunks),
          });
        });
      });
    } catch (error) {
      fail(
        `Could not request ${where} from ${url.host}: ${(error as NodeJS.ErrnoException).code ?? 'invalid request'}.`,
      );
      return;
    }
    request.on('timeout', () =>
      fail(`Contentful (${url.host}) did not answer ${where} within ${idleTimeoutMs} ms.`),
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        `Could not reach Contentful at ${url.host} (${where}): ${error.code ?? 'connection failed'}.` +
          (error.code === 'ENOTFOUND' ? ' Check CONTENTFUL_HOST and the network.' : ''),
      ),
    );
  });

/** A GET, retried while the answer is 429 or 5xx (see retryDelay); the last answer is returned. */
export const httpsGet = async (
  url: URL,
  headers: Record<string, string>,
  options: GetOptions,
): Promise<Answer> => {
  const { sleep = sleepFor, random = Math.random, retry = RETRY_POLICY } = options;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await getOnce(url, headers, options);
    const wait = retryDelay(
      answer.status,
      answer.headers['x-contentful-ratelimit-reset'],
      attempt,
      random,
      retry,
    );
    if (wait === undefined) return { ...answer, attempts: attempt + 1 };
    await sleep(wait);
  }
};
