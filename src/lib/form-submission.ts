/**
 * The wire format of a form submission, shared by the browser, the local servers and the
 * Netlify Function: Netlify Forms' own, a urlencoded POST whose `form-name` field names the
 * form, with a honeypot field that people never see and bots fill in.
 */

/** The field Netlify reads the form's name from. */
export const FORM_NAME_FIELD = 'form-name';

/** The honeypot field (`netlify-honeypot`): a submission that fills it is spam. */
export const HONEYPOT_FIELD = 'bot-field';

export const SUBMISSION_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A form's fields, by name. */
export type SubmissionFields = Readonly<Record<string, string>>;

export interface Submission {
  formName: string;
  fields: SubmissionFields;
}

/** The urlencoded body of a submission: the form's name first, then its fields in order. */
export const encodeSubmission = (formName: string, fields: SubmissionFields): string =>
  new URLSearchParams([[FORM_NAME_FIELD, formName], ...Object.entries(fields)]).toString();

/**
 * What a urlencoded body submits: undefined when it names no form (not a form POST) or when
 * the honeypot is filled (spam, dropped as Netlify drops it). The honeypot and `form-name`
 * are not part of the fields.
 */
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
