/** The site's forms and default labels; editors change texts in the CMS, fields stay in code. */

export type SiteFieldKind =
  | 'text'
  | 'email'
  | 'workEmail'
  | 'url'
  | 'textarea'
  | 'companySize'
  | 'country'
  | 'phone'
  | 'consent';

interface SiteFieldDefault {
  kind: SiteFieldKind;
  label: string;
  autoComplete?: string;
}

export const SITE_FIELDS = {
  firstName: { kind: 'text', label: 'First name', autoComplete: 'given-name' },
  lastName: { kind: 'text', label: 'Last name', autoComplete: 'family-name' },
  name: { kind: 'text', label: 'Your name', autoComplete: 'name' },
  email: { kind: 'email', label: 'E-mail' },
  workMail: { kind: 'workEmail', label: 'Work e-mail' },
  companyName: { kind: 'text', label: 'Company name', autoComplete: 'organization' },
  companyWebsite: { kind: 'url', label: 'Company website' },
  companySize: { kind: 'companySize', label: 'Company size' },
  companyLocation: { kind: 'country', label: 'Company location', autoComplete: 'country' },
  telephone: { kind: 'phone', label: 'Phone number' },
  pageUrl: { kind: 'url', label: 'Address of the page' },
  message: { kind: 'textarea', label: 'Message' },
  consent: { kind: 'consent', label: 'I agree to be contacted by e-mail' },
} as const satisfies Record<string, SiteFieldDefault>;

export type SiteFieldName = keyof typeof SITE_FIELDS;

type FieldUse = readonly [SiteFieldName, 'required' | 'optional'];

const LEAD_FIELDS = [
  ['firstName', 'required'],
  ['lastName', 'required'],
  ['workMail', 'required'],
  ['companyName', 'required'],
] as const satisfies readonly FieldUse[];

/** Keys are the Netlify form names; `contact` forms send the "contact form submitted" event. */
export const SITE_FORMS = {
  'book-a-demo': {
    contact: true,
    fields: [
      ...LEAD_FIELDS,
      ['companySize', 'required'],
      ['telephone', 'optional'],
      ['message', 'optional'],
    ],
  },
  contact: {
    contact: true,
    fields: [
      ['name', 'required'],
      ['email', 'required'],
      ['companyName', 'optional'],
      ['message', 'required'],
    ],
  },
  feedback: {
    contact: false,
    fields: [
      ['name', 'optional'],
      ['email', 'required'],
      ['message', 'required'],
    ],
  },
  'feedback-bugs': {
    contact: false,
    fields: [
      ['email', 'required'],
      ['pageUrl', 'optional'],
      ['message', 'required'],
    ],
  },
  'feedback-complaint': {
    contact: false,
    fields: [
      ['name', 'required'],
      ['email', 'required'],
      ['message', 'required'],
    ],
  },
  'feedback-form': {
    contact: false,
    fields: [
      ['name', 'optional'],
      ['email', 'required'],
      ['message', 'required'],
    ],
  },
  'feedback-ideas': {
    contact: false,
    fields: [
      ['name', 'optional'],
      ['email', 'required'],
      ['message', 'required'],
    ],
  },
  'bugs-and-ideas': {
    contact: false,
    fields: [
      ['email', 'required'],
      ['pageUrl', 'optional'],
      ['message', 'required'],
    ],
  },
  'ccw2025-report': {
    contact: false,
    fields: [...LEAD_FIELDS, ['companySize', 'required'], ['consent', 'optional']],
  },
  download: {
    contact: false,
    fields: [
      ...LEAD_FIELDS,
      ['companyWebsite', 'optional'],
      ['companySize', 'required'],
      ['companyLocation', 'required'],
      ['consent', 'optional'],
    ],
  },
} as const satisfies Record<string, { contact: boolean; fields: readonly FieldUse[] }>;

export type SiteFormName = keyof typeof SITE_FORMS;

export const SECTION_FORM_NAMES = (Object.keys(SITE_FORMS) as SiteFormName[]).filter(
  (name) => name !== 'download',
);

/** Holds an entry id looked up in the build's map, never a file's address. */
export const DOCUMENT_FIELD = 'document';

export interface ResolvedField {
  name: SiteFieldName;
  kind: SiteFieldKind;
  label: string;
  required: boolean;
  autoComplete: string | undefined;
}

export type FieldLabels = Partial<Record<SiteFieldName, string | null>> | null | undefined;

export const isSiteFormName = (name: string): name is SiteFormName => name in SITE_FORMS;

/** For the server: a page without JavaScript, or a hand-made POST, skips the form's own rules. */
export const missingRequiredFields = (
  form: string,
  fields: Readonly<Record<string, unknown>>,
): SiteFieldName[] =>
  isSiteFormName(form)
    ? SITE_FORMS[form].fields
        .filter(([, need]) => need === 'required')
        .map(([name]) => name)
        .filter((name) => {
          const value = fields[name];
          return typeof value !== 'string' || value.trim() === '';
        })
    : [];

export const formFields = (form: SiteFormName, labels?: FieldLabels): ResolvedField[] =>
  SITE_FORMS[form].fields.map(([name, need]) => {
    const field: SiteFieldDefault = SITE_FIELDS[name];
    return {
      name,
      kind: field.kind,
      label: labels?.[name]?.trim() || field.label,
      required: need === 'required',
      autoComplete: field.autoComplete,
    };
  });

export const FIELD_LABELS_SHAPE = Object.fromEntries(
  Object.keys(SITE_FIELDS).map((name) => [name, 'string' as const]),
) as Record<SiteFieldName, 'string'>;
