/**
 * Mails the gated report's link to the sender. Anyone can submit anything, so the document comes
 * from the build's map and the only submitted value in the e-mail is a checked address.
 */
import { REPORT_EMAIL } from '../src/forms/config';
import { readEmailApiConfig } from '../src/settings/email-api';
import { FORM_DOCUMENTS_FILE } from '../src/forms/documents';
import { isPlainMailAddress } from '../src/lib/mail-address';
import { DOCUMENT_FIELD } from '../src/forms/catalogue';
import { siteUrlOrDefault } from '../src/settings/site';
import { givenSetting, httpUrl } from '../src/settings/values';
import { deliver } from './deliver';
import { documentPathFor, readFormDocuments } from './form-documents';
import {
  type Answer,
  type SubmissionOptions,
  type SubmissionPayload,
  answer,
} from './submission-event';

type Env = Readonly<Record<string, string | undefined>>;

/** Undefined unless exactly one plain address (no list, display name or line break). */
export const recipientOf = (data: Readonly<Record<string, unknown>>): string | undefined => {
  const given = data.workMail !== undefined && data.workMail !== '' ? data.workMail : data.email;
  return typeof given === 'string' && isPlainMailAddress(given) ? given : undefined;
};

/** Undefined when it would point anywhere else than the deploy. */
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

export const sendReportEmail = async (
  payload: SubmissionPayload,
  env: Env,
  options: SubmissionOptions = {},
): Promise<Answer> => {
  const { data } = payload;
  if (data[DOCUMENT_FIELD] === undefined) return answer(200, 'No document to send');

  let config;
  try {
    config = readEmailApiConfig(env);
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
  // Never the event's address: a caller could forge that.
  const url = documentUrl(documentPath, givenSetting(env.URL) ?? siteUrlOrDefault(env));
  if (url === undefined) {
    return answer(500, 'Report e-mail refused: the link would not point at the site');
  }

  const mail = {
    from: config.from,
    to,
    subject: REPORT_EMAIL.subject,
    text: REPORT_EMAIL.text.replace('{url}', url),
  };
  const failure = await deliver(
    config.apiUrl,
    mail,
    { Authorization: `Bearer ${config.apiKey}` },
    options,
  );
  return failure === undefined
    ? answer(200, 'Report e-mail sent')
    : answer(502, `Report e-mail failed: the e-mail API gave ${failure}`);
};
