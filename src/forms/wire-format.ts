/** Netlify Forms' wire format, shared by the browser, the local servers and the functions. */

export const FORM_NAME_FIELD = 'form-name';

/** People never see it; bots fill it in. */
export const HONEYPOT_FIELD = 'bot-field';

export const SUBMISSION_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export type SubmissionFields = Readonly<Record<string, string>>;

export interface Submission {
  formName: string;
  fields: SubmissionFields;
}

export const encodeSubmission = (formName: string, fields: SubmissionFields): string =>
  new URLSearchParams([[FORM_NAME_FIELD, formName], ...Object.entries(fields)]).toString();

/** Undefined for spam (a filled honeypot), dropped as Netlify drops it. */
export const decodeSubmission = (body: string): Submission | undefined => {
  const params = new URLSearchParams(body);
  const formName = params.get(FORM_NAME_FIELD);
  if (!formName || params.getAll(HONEYPOT_FIELD).some(Boolean)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of params) {
    if (name !== FORM_NAME_FIELD && name !== HONEYPOT_FIELD) fields[name] = value;
  }
  return { formName, fields };
};
