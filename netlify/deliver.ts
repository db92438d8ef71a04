import { SUBMISSION_POSTS } from '../src/forms/config';
import { PostJsonError, postJson } from './post-json';
import type { SubmissionOptions } from './submission-event';

/** Undefined once accepted; otherwise why not, in words safe to log. */
export const deliver = async (
  url: string,
  body: unknown,
  headers: Readonly<Record<string, string>>,
  options: SubmissionOptions,
): Promise<string | undefined> => {
  try {
    await postJson(url, body, {
      headers,
      timeoutMs: options.timeoutMs ?? SUBMISSION_POSTS.timeoutMs,
      retryDelaysMs: SUBMISSION_POSTS.retryDelaysMs,
      fetch: options.fetch,
      sleep: options.sleep,
    });
    return undefined;
  } catch (error) {
    return error instanceof PostJsonError ? error.message : 'unexpected error';
  }
};
