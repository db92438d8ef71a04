/**
 * What follows a form submission on Netlify (the `submission-created` function): when the
 * submission names a document (the gated report), the sender gets it by e-mail through an
 * e-mail API configured by environment variables. Kept apart from the function file so Jest
 * runs it against a loopback server.
 */
import { DOCUMENT_FIELD } from '../src/lib/site-forms';
import { SITE_URL } from '../src/lib/site-config';
import { REPORT_EMAIL } from '../src/lib/config/forms';

/** The e-mail API: a JSON POST of { from, to, subject, text } with a bearer key. */
export interface ReportEmailConfig {
  apiUrl: string;
  apiKey: string;
  from: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * REPORT_EMAIL_API_URL, REPORT_EMAIL_API_KEY and REPORT_EMAIL_FROM. All unset: no e-mail
 * (undefined). Some set, or an address that is not http(s): an error naming the variable.
 */
export const readReportEmailConfig = (env: Env): ReportEmailConfig | undefined => {
  const apiUrl = env.REPORT_EMAIL_API_URL?.trim();
  const apiKey = env.REPORT_EMAIL_API_KEY?.trim();
  const from = env.REPORT_EMAIL_FROM?.trim();
  if (!apiUrl && !apiKey && !from) return undefined;
  if (!apiUrl || !/^https?:\/\//i.test(apiUrl)) {
    throw new Error('REPORT_EMAIL_API_URL must be an http(s) address');
  }
  if (!apiKey) throw new Error('REPORT_EMAIL_API_KEY must be set with REPORT_EMAIL_API_URL');
  if (!from) throw new Error('REPORT_EMAIL_FROM must be set with REPORT_EMAIL_API_URL');
  return { apiUrl, apiKey, from };
};

/** The part of Netlify's `submission-created` event body this reads. */
interface SubmissionEvent {
  payload?: { form_name?: unknown; site_url?: unknown; data?: Record<string, unknown> };
}

export interface ReportEmail {
  to: string;
  subject: string;
  text: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A path on the site, never another host: only the site's own files are sent. */
const SITE_PATH = /^\/(?![/\\])/;

/** The e-mail a submission calls for, or undefined when it names no document or no address. */
export const reportEmailFor = (body: string, siteUrl = SITE_URL): ReportEmail | undefined => {
  let event: SubmissionEvent;
  try {
    event = JSON.parse(body) as SubmissionEvent;
  } catch {
    return undefined;
  }
  const data = event.payload?.data ?? {};
  const document = text(data[DOCUMENT_FIELD]);
  const to = text(data.workMail) || text(data.email);
  if (!SITE_PATH.test(document) || !to.includes('@')) return undefined;
  const base = text(event.payload?.site_url) || siteUrl;
  const url = new URL(document, base).toString();
  return {
    to,
    subject: REPORT_EMAIL.subject,
    text: REPORT_EMAIL.text
      .replace('{name}', text(data.firstName) || 'there')
      .replace('{url}', url),
  };
};

/** Sends the e-mail through the configured API; rejects when the API does not accept it. */
export const sendReportEmail = async (
  email: ReportEmail,
  config: ReportEmailConfig,
  fetch: typeof globalThis.fetch = globalThis.fetch,
): Promise<void> => {
  const response = await fetch(config.apiUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({ from: config.from, ...email }),
  });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
};

/** The function's answer for an event body: what Netlify logs. */
export const handleSubmissionCreated = async (
  body: string,
  env: Env,
  fetch?: typeof globalThis.fetch,
): Promise<{ statusCode: number; body: string }> => {
  const email = reportEmailFor(body, text(env.URL) || SITE_URL);
  if (!email) return { statusCode: 200, body: 'No document to send' };
  const config = readReportEmailConfig(env);
  if (!config) return { statusCode: 200, body: 'Report e-mail is not configured' };
  try {
    await sendReportEmail(email, config, fetch);
  } catch (error) {
    return { statusCode: 502, body: `Report e-mail failed: ${(error as Error).message}` };
  }
  return { statusCode: 200, body: 'Report e-mail sent' };
};
