/**
 * The site's forms: which fields each one asks for, in order, and the default label of every
 * field. Editors change labels, intros, button and confirmation texts in the CMS (the form
 * section and the gated content's form settings); the fields and their rules stay in code.
 */

/** How a field is entered and checked. */
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

/** Every field a form of the site can have, with its default label. */
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

/** A field of one form: which, and whether it must be filled in (or ticked). */
type FieldUse = readonly [SiteFieldName, 'required' | 'optional'];

/** Who is asking, in the forms that lead to a conversation with a company. */
const LEAD_FIELDS = [
  ['firstName', 'required'],
  ['lastName', 'required'],
  ['workMail', 'required'],
  ['companyName', 'required'],
] as const satisfies readonly FieldUse[];

/**
 * Each form by its name, which is also its Netlify form name. `contact` marks the forms in
 * which a visitor asks to be contacted (the "contact form submitted" event).
 */
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
  /** The gated-content form of every /download/{slug} page (spec section 3). */
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

/** The names editors pick a form section's form from (the gated form has its own pages). */
export const SECTION_FORM_NAMES = (Object.keys(SITE_FORMS) as SiteFormName[]).filter(
  (name) => name !== 'download',
);

/**
 * The hidden field naming the document a form's sender gets by e-mail: the id of the entry that
 * holds it (the form section or the download), which the report e-mail looks up in the build's
 * map (src/lib/form-documents.ts), never a file's address.
 */
export const DOCUMENT_FIELD = 'document';

/** A field as a form shows it: its kind, label (the CMS's, else the default) and need. */
export interface ResolvedField {
  name: SiteFieldName;
  kind: SiteFieldKind;
  label: string;
  required: boolean;
  autoComplete: string | undefined;
}

/** Labels editors set, by field name; empty or missing ones keep the default. */
export type FieldLabels = Partial<Record<SiteFieldName, string | null>> | null | undefined;

export const isSiteFormName = (name: string): name is SiteFormName => name in SITE_FORMS;

/**
 * The required fields a submission left empty (or sent no text in), for the checks on the
 * server's side: a page without JavaScript, or a POST made by hand, skips the form's own rules.
 * None for a form that is not one of the site's.
 */
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

/** The fields of a form, in order, with the editors' labels. */
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

/** The JSON shape of the editors' label settings: one text per field name. */
export const FIELD_LABELS_SHAPE = Object.fromEntries(
  Object.keys(SITE_FIELDS).map((name) => [name, 'string' as const]),
) as Record<SiteFieldName, 'string'>;
