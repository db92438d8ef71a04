/**
 * What follows a form submission on Netlify (the `submission-created` function): when the form
 * has a document (the gated report), the sender's one address gets its link by e-mail through an
 * e-mail API configured by environment variables. Anyone can submit anything, so the document
 * comes from the build's map, and the only submitted value in the e-mail is a checked address.
 */
import { REPORT_EMAIL, REPORT_EMAIL_DELIVERY } from '../src/lib/config/forms';
import { FORM_DOCUMENTS_FILE } from '../src/lib/form-documents';
import { isPlainMailAddress } from '../src/lib/mail-address';
import { readReportEmailConfig } from '../src/lib/report-email-config';
import { SITE_URL } from '../src/lib/site-config';
import { DOCUMENT_FIELD } from '../src/lib/site-forms';
import { givenSetting, httpUrl } from '../src/lib/setting-values';
import { documentPathFor, readFormDocuments } from './form-documents';
import { PostJsonError, postJson } from './post-json';

type Env = Readonly<Record<string, string | undefined>>;

/** The part of Netlify's `submission-created` event body this reads. */
interface SubmissionEvent {
  payload?: { form_name?: unknown; data?: Record<string, unknown> };
}

/** The function's answer: what Netlify logs. Status codes and variable names, never a secret. */
export interface Answer {
  statusCode: number;
  body: string;
}

/** What tests replace: the map's file, the network, the pauses and the bound of an attempt. */
export interface SubmissionOptions {
  documentsFile?: string;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
}

const answer = (statusCode: number, body: string): Answer => ({ statusCode, body });

const parseEvent = (body: string): SubmissionEvent => {
  try {
    const event: unknown = JSON.parse(body);
    return typeof event === 'object' && event !== null ? (event as SubmissionEvent) : {};
  } catch {
    return {};
  }
};

/**
 * The one address the e-mail goes to: `workMail` when the form has it, else `email`; undefined
 * when that is not exactly one plain address (a list, a display name, a line break…).
 */
export const recipientOf = (data: Readonly<Record<string, unknown>>): string | undefined => {
  const given = data.workMail !== undefined && data.workMail !== '' ? data.workMail : data.email;
  return typeof given === 'string' && isPlainMailAddress(given) ? given : undefined;
};

/** The document's address on the deploy at `base`; undefined when it would be anywhere else. */
export const documentUrl = (documentPath: string, base: string): string | undefined => {
  const site = httpUrl(base);
  if (!site || !documentPath.startsWith('/')) return undefined;
  try {
    const url = new URL(documentPath, site);
    return url.origin === site.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** The function's answer for an event body. */
export const handleSubmissionCreated = async (
  body: string,
  env: Env,
  options: SubmissionOptions = {},
): Promise<Answer> => {
  const payload = parseEvent(body).payload ?? {};
  const data = payload.data ?? {};
  if (data[DOCUMENT_FIELD] === undefined) return answer(200, 'No document to send');

  let config;
  try {
    config = readReportEmailConfig(env);
  } catch (error) {
    return answer(500, `Report e-mail is misconfigured: ${(error as Error).message}`);
  }
  if (!config) return answer(200, 'Report e-mail is not configured');

  const map = readFormDocuments(options.documentsFile);
  if (!map) return answer(500, `Report e-mail failed: ${FORM_DOCUMENTS_FILE} could not be read`);
  const documentPath = documentPathFor(map, payload.form_name, data[DOCUMENT_FIELD]);
  if (documentPath === undefined) {
    return answer(400, 'Report e-mail refused: the form has no such document');
  }
  const to = recipientOf(data);
  if (to === undefined) {
    return answer(400, 'Report e-mail refused: the address is not one plain e-mail address');
  }
  // The site's address from Netlify's environment, never from the event: a caller could forge that.
  const url = documentUrl(documentPath, givenSetting(env.URL) ?? SITE_URL);
  if (url === undefined) {
    return answer(500, 'Report e-mail refused: the link would not point at the site');
  }

  try {
    await postJson(
      config.apiUrl,
      {
        from: config.from,
        to,
        subject: REPORT_EMAIL.subject,
        text: REPORT_EMAIL.text.replace('{url}', url),
      },
      {
        headers: { Authorization: `Bearer ${config.apiKey}` },
        timeoutMs: options.timeoutMs ?? REPORT_EMAIL_DELIVERY.timeoutMs,
        retryDelaysMs: REPORT_EMAIL_DELIVERY.retryDelaysMs,
        fetch: options.fetch,
        sleep: options.sleep,
      },
    );
  } catch (error) {
    const reason = error instanceof PostJsonError ? error.message : 'unexpected error';
    return answer(502, `Report e-mail failed: the e-mail API gave ${reason}`);
  }
  return answer(200, 'Report e-mail sent');
};
