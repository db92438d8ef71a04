/**
 * One POST of the submission-created function (an e-mail, the webhook), with its bounds
 * (SUBMISSION_POSTS) and the tests' replacements. A failure comes back as words safe to log.
 */
import { SUBMISSION_POSTS } from '../src/lib/config/forms';
import { PostJsonError, postJson } from './post-json';
import type { SubmissionOptions } from './submission-event';

/** Undefined once the service accepted `body`; otherwise why not ("status 500 after 3 attempts"). */
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
