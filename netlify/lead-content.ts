/**
 * What the team is told of a submission: the form, the page, every field (the form's own in its
 * order, with their labels, then the tracking fields and any other), and where it is in Netlify.
 * Every submitted value is untrusted: it is cleaned and cut here, goes only into plain text and
 * JSON values, and never into the subject, which is fixed text and the form's name.
 */
import { BOOKING } from '../src/lib/config/booking';
import {
  LEAD_KIND_OF_FORM,
  LEAD_NOTIFICATION,
  type LeadFormName,
  type LeadKind,
} from '../src/lib/config/forms';
import { FORM_NAME_FIELD, HONEYPOT_FIELD } from '../src/lib/form-submission';
import { givenSetting } from '../src/settings/values';
import { SITE_FIELDS, type SiteFieldName, formFields } from '../src/lib/site-forms';
import { BOOKING_FIELDS } from '../src/services/scheduling/booking';
import type { SubmissionPayload } from './submission-event';

type Env = Readonly<Record<string, string | undefined>>;

export interface LeadField {
  name: string;
  label: string;
  value: string;
}

/** The webhook's body; the e-mail's text is `text`. */
export interface LeadJson {
  form: LeadFormName;
  kind: LeadKind;
  /** The page the form was sent from, as Netlify gives it (the referrer). */
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

/** Fields Netlify adds to `data` (the page is shown as such) and the form's own machinery. */
const NOT_SUBMITTED = new Set(['ip', 'user_agent', 'referrer', FORM_NAME_FIELD, HONEYPOT_FIELD]);

const isTracking = (name: string) => name.startsWith('utm_');

/**
 * Control characters but the line break, and the Unicode line separators and direction
 * overrides, which could make a value look like other lines or other text.
 */
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Cuts `text` at `max` UTF-16 units, never between the two halves of one character. */
const cutAt = (text: string, max: number): string =>
  text.slice(0, /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max);

/** A submitted value as safe text: line breaks as `\n`, no other control, at most `max` long. */
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

/** A submitted name, or the page's address, on one line. */
const cleanLine = (value: unknown, max: number): string =>
  cleanValue(value, max).replace(/\n/g, ' ');

/** Netlify's names and ids: letters, digits and hyphens. */
const NETLIFY_ID = /^[A-Za-z0-9-]{1,64}$/;

const netlifyId = (value: unknown): string | undefined =>
  typeof value === 'string' && NETLIFY_ID.test(value) ? value : undefined;

/**
 * The form's submissions in Netlify's UI, where this one is listed (by its id): the site from
 * Netlify's environment (SITE_NAME, else SITE_ID), the form from the payload.
 */
export const netlifySubmissionsUrl = (env: Env, formId: unknown): string | undefined => {
  const site = netlifyId(givenSetting(env.SITE_NAME)) ?? netlifyId(givenSetting(env.SITE_ID));
  const form = netlifyId(formId);
  return site && form ? `https://app.netlify.com/sites/${site}/forms/${form}` : undefined;
};

const BOOKING_LABELS: Readonly<Record<string, string>> = LEAD_NOTIFICATION.bookingLabels;

/** The form's own fields, in order, with their default labels. */
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

/** `Label: value`, a value of several lines indented under its label so none reads as a field. */
const line = (label: string, value: string): string =>
  value === ''
    ? `${label}: ${LEAD_NOTIFICATION.empty}`
    : value.includes('\n')
      ? `${label}:\n${value.replace(/^/gm, '  ')}`
      : `${label}: ${value}`;

/** The team's notification of a submission; undefined for a form the site does not have. */
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
