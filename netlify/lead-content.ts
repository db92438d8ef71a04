/**
 * The team's notification of a submission. Submitted values are untrusted: cleaned and cut here,
 * used only in plain text and JSON values, never in the subject.
 */
import { BOOKING } from '../src/lib/config/booking';
import {
  LEAD_KIND_OF_FORM,
  LEAD_NOTIFICATION,
  type LeadFormName,
  type LeadKind,
} from '../src/forms/config';
import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../src/forms/wire-format';
import { givenSetting } from '../src/settings/values';
import { SITE_FIELDS, type SiteFieldName, formFields } from '../src/forms/catalogue';
import { BOOKING_FIELDS } from '../src/services/scheduling/booking';
import type { SubmissionPayload } from './submission-event';

type Env = Readonly<Record<string, string | undefined>>;

export interface LeadField {
  name: string;
  label: string;
  value: string;
}

export interface LeadJson {
  form: LeadFormName;
  kind: LeadKind;
  page: string | null;
  receivedAt: string | null;
  submissionId: string | null;
  netlifyUrl: string | null;
  fields: LeadField[];
  tracking: { name: string; value: string }[];
  otherFields: { name: string; value: string }[];
  text: string;
}

export interface LeadContent {
  kind: LeadKind;
  subject: string;
  text: string;
  json: LeadJson;
}

const NOT_SUBMITTED = new Set(['ip', 'user_agent', 'referrer', FORM_NAME_FIELD, HONEYPOT_FIELD]);

const isTracking = (name: string) => name.startsWith('utm_');

// eslint-disable-next-line no-control-regex -- so no value can pose as other lines or text
const UNWANTED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Never between the two halves of a surrogate pair. */
const cutAt = (text: string, max: number): string =>
  text.slice(0, /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max);

export const cleanValue = (value: unknown, max: number = LEAD_NOTIFICATION.valueMax): string => {
  const raw =
    typeof value === 'string'
      ? value
      : value === undefined || value === null
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  const text = raw.replace(/\r\n?/g, '\n').replace(UNWANTED, '');
  if (text.length <= max) return text;
  return `${cutAt(text, max)} ${LEAD_NOTIFICATION.cut.replace('{length}', String(text.length))}`;
};

const cleanLine = (value: unknown, max: number): string =>
  cleanValue(value, max).replace(/\n/g, ' ');

const NETLIFY_ID = /^[A-Za-z0-9-]{1,64}$/;

const netlifyId = (value: unknown): string | undefined =>
  typeof value === 'string' && NETLIFY_ID.test(value) ? value : undefined;

export const netlifySubmissionsUrl = (env: Env, formId: unknown): string | undefined => {
  const site = netlifyId(givenSetting(env.SITE_NAME)) ?? netlifyId(givenSetting(env.SITE_ID));
  const form = netlifyId(formId);
  return site && form ? `https://app.netlify.com/sites/${site}/forms/${form}` : undefined;
};

const BOOKING_LABELS: Readonly<Record<string, string>> = LEAD_NOTIFICATION.bookingLabels;

const fieldsOf = (form: LeadFormName): { name: string; label: string }[] =>
  form === BOOKING.formName
    ? BOOKING_FIELDS.map((name) => ({
        name,
        label: Object.hasOwn(SITE_FIELDS, name)
          ? SITE_FIELDS[name as SiteFieldName].label
          : (BOOKING_LABELS[name] ?? name),
      }))
    : formFields(form).map(({ name, label }) => ({ name, label }));

const isLeadFormName = (name: unknown): name is LeadFormName =>
  typeof name === 'string' && Object.hasOwn(LEAD_KIND_OF_FORM, name);

/** Multi-line values are indented so no line reads as a field of its own. */
const line = (label: string, value: string): string =>
  value === ''
    ? `${label}: ${LEAD_NOTIFICATION.empty}`
    : value.includes('\n')
      ? `${label}:\n${value.replace(/^/gm, '  ')}`
      : `${label}: ${value}`;

export const leadContent = (payload: SubmissionPayload, env: Env): LeadContent | undefined => {
  const form = payload.form_name;
  if (!isLeadFormName(form)) return undefined;
  const kind = LEAD_KIND_OF_FORM[form];
  const { data } = payload;
  const own = fieldsOf(form);
  const ownNames = new Set(own.map(({ name }) => name));
  const fields = own.map(({ name, label }) => ({
    name,
    label,
    value: Object.hasOwn(data, name) ? cleanValue(data[name]) : '',
  }));
  const extra = Object.keys(data)
    .filter((name) => !ownNames.has(name) && !NOT_SUBMITTED.has(name))
    .map((name) => ({ name: cleanLine(name, 100), value: cleanValue(data[name]) }));
  const tracking = extra.filter(({ name }) => isTracking(name));
  const otherFields = extra.filter(({ name }) => !isTracking(name));

  const page = cleanLine(data.referrer, 2000) || null;
  const receivedAt = cleanLine(payload.created_at, 64) || null;
  const submissionId = netlifyId(payload.id) ?? null;
  const netlifyUrl = netlifySubmissionsUrl(env, payload.form_id) ?? null;
  const texts = LEAD_NOTIFICATION;
  const section = (title: string, items: { name: string; value: string }[]) =>
    items.length === 0 ? [] : ['', title, ...items.map(({ name, value }) => line(name, value))];
  const text = [
    texts.intro.replace('{form}', form),
    '',
    line(texts.page, page ?? texts.unknown),
    line(texts.received, receivedAt ?? texts.unknown),
    line(texts.submission, submissionId ?? texts.unknown),
    line(texts.inNetlify, netlifyUrl ?? texts.unknown),
    '',
    ...fields.map(({ label, value }) => line(label, value)),
    ...section(texts.tracking, tracking),
    ...section(texts.otherFields, otherFields),
  ].join('\n');

  return {
    kind,
    subject: texts.subject.replace('{title}', texts.titles[kind]).replace('{form}', form),
    text,
    json: {
      form,
      kind,
      page,
      receivedAt,
      submissionId,
      netlifyUrl,
      fields,
      tracking,
      otherFields,
      text,
    },
  };
};
