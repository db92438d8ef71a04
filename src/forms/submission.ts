/**
 * The form submission service: posts a form's fields the way Netlify Forms expects them (a
 * urlencoded POST to the page's own path, with `form-name`), which the local servers accept
 * too. It settles only when the server has the submission, so a form keeps its values until
 * then; a failure rejects with a `FormSubmissionError` and the next call posts again. The same
 * submission asked for again while it is on its way (a double click) is posted once.
 */
import { SUBMISSION_CONTENT_TYPE, encodeSubmission, type SubmissionFields } from './wire-format';

export type FormSubmissionFailure = 'network' | 'server' | 'rejected';

/** Why a submission did not arrive: no answer, a 5xx, or another error status. */
export class FormSubmissionError extends Error {
  override readonly name = 'FormSubmissionError';

  constructor(
    readonly reason: FormSubmissionFailure,
    readonly status?: number,
  ) {
    super(
      reason === 'network'
        ? 'Network Error'
        : `Request failed with status code ${status ?? 'unknown'}`,
    );
  }
}

export type SubmissionFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface SubmitterOptions {
  fetch?: SubmissionFetch;
  /** Where to post: the current page's path, as Netlify Forms expects. */
  path?: () => string;
}

export type SubmitForm = (formName: string, fields: SubmissionFields) => Promise<void>;

const currentPath = (): string => (typeof window === 'undefined' ? '/' : window.location.pathname);

const failureOf = (status: number): FormSubmissionError =>
  new FormSubmissionError(status >= 500 ? 'server' : 'rejected', status);

/** A submitter with its own record of submissions on their way. */
export const createFormSubmitter = ({
  fetch = (url, init) => globalThis.fetch(url, init),
  path = currentPath,
}: SubmitterOptions = {}): SubmitForm => {
  const onTheirWay = new Map<string, Promise<void>>();
  const post = async (body: string): Promise<void> => {
    let response: Response;
    try {
      response = await fetch(path(), {
        method: 'POST',
        headers: { 'Content-Type': SUBMISSION_CONTENT_TYPE },
        body,
        credentials: 'same-origin',
      });
    } catch {
      throw new FormSubmissionError('network');
    }
    if (!response.ok) throw failureOf(response.status);
  };
  return (formName, fields) => {
    const body = encodeSubmission(formName, fields);
    const pending = onTheirWay.get(body);
    if (pending) return pending;
    const sent = post(body).finally(() => onTheirWay.delete(body));
    onTheirWay.set(body, sent);
    return sent;
  };
};

const siteSubmitter = createFormSubmitter();

/** Submits a form of the site; rejects with a `FormSubmissionError` when it did not arrive. */
export const submitForm = (formName: string, fields: SubmissionFields): Promise<void> =>
  siteSubmitter(formName, fields);
