/**
 * Forms: the form kit, its rules and the phone input, the site forms' texts and bounds, the
 * report e-mail and the team's lead notifications (spec sections 3, 4, 5, 7, 8 and 9).
 * Part of the site's settings (src/lib/site-config.ts), apart so that only the pages that use
 * them load them.
 */
import type { BOOKING } from '../lib/config/booking';
import type { SiteFormName } from './catalogue';

/**
 * Messages of the form rules and of an incomplete form (spec sections 5 and 8), word for word.
 * `{min}` and `{max}` are replaced by the bounds of the length rules.
 */
export const FORM_MESSAGES = {
  required: 'Field is required',
  invalidMail: 'Invalid mail',
  personalMail: 'We recommend using your work email',
  invalidUrl: 'Invalid url',
  minLength: 'Must contain at least {min} characters.',
  maxLength: 'Cannot exceed {max} characters',
  incompleteForm: 'The form has not been fully completed',
  /** The spec says only "the configured invalid message": the phone field's default. */
  invalidPhone: 'Invalid phone number',
} as const;

/** Texts of the form kit the specification does not give. */
export const FORM_TEXTS = {
  selectPlaceholder: 'Please select',
  phoneCountry: 'Country calling code',
  phoneCountryList: 'Countries',
  noCountry: 'No country selected',
} as const;

/** The minimum length rule's default bound, counted after stripping markup (spec section 5). */
export const FORM_MIN_LENGTH_DEFAULT = 4;

/** Company size options of the lead forms (spec section 3), in order. */
export const COMPANY_SIZES = [
  { value: 'one', label: "It's just me" },
  { value: 'up_to_10', label: '2-10' },
  { value: 'up_to_50', label: '11-50' },
  { value: 'up_to_200', label: '51-200' },
  { value: 'up_to_500', label: '201-500' },
  { value: 'up_to_1000', label: '501-1000' },
  { value: 'over_1000', label: '> 1000' },
] as const;

export type CompanySize = (typeof COMPANY_SIZES)[number]['value'];

/** The phone input (spec sections 4, 5 and 9). */
export const PHONE_INPUT = {
  maxLength: 25,
  type: 'tel',
  name: 'telephone',
  placeholder: 'Enter a phone number',
  defaultMode: 'auto',
  /** National numbers with fewer digits are too short... */
  nationalNumberMinDigits: 2,
  /** ...and with more digits too long. */
  nationalNumberMaxDigits: 17,
  /** Type-to-find in the country list forgets the typed letters after this pause (ms). */
  typeToFindResetMs: 700,
  /** The country list opens below the input when more than this remains under it (px). */
  dropdownSpaceBelowPx: 200,
} as const;

/** The IP-to-country lookup behind the phone input's automatic country (spec sections 7, 8). */
export const COUNTRY_LOOKUP = {
  /** Not given by the spec, which wants it quick: the form never waits for it. */
  timeoutMs: 1500,
  errorMessage: 'unable to fetch the country',
} as const;

/**
 * Texts of the site's forms that editors do not set. What a sent form says is in
 * ./sent-texts.ts: the thank-you pages need those alone.
 */
export const SITE_FORM_TEXTS = {
  submit: 'Send',
  networkError:
    'Your message could not be sent: there is no connection. Everything you entered is still here; please try again.',
  serverError:
    'Your message could not be sent: our server did not accept it. Everything you entered is still here; please try again.',
  honeypot: 'Leave this field empty',
  /** What the consent checkbox submits, ticked or not. */
  consentGiven: 'yes',
  consentRefused: 'no',
} as const;

/** Bounds of the length rules of the site's forms (the spec leaves them open). */
export const SITE_FORM_LIMITS = {
  textMax: 256,
  messageMax: 5000,
} as const;

/** The e-mail that brings a form's document (the gated report), sent by the Netlify Function. */
export const REPORT_EMAIL = {
  subject: 'Your copy from Ethical Global Outsourcing',
  /**
   * `{url}` is the document's address. No name or other submitted text: anyone can submit any
   * address, so the e-mail says nothing a stranger could choose.
   */
  text: 'Hello,\n\nThank you for your interest. Here is your copy:\n{url}\n\nEthical Global Outsourcing',
} as const;

/**
 * How long the submission-created function waits for each service it posts to (the e-mail API,
 * the lead webhook). Each attempt ends after `timeoutMs`; a 5xx, a network error or a timeout is
 * tried again after each pause of `retryDelaysMs`. Three attempts and their pauses stay within
 * the 10 seconds Netlify gives a function, and the posts run side by side.
 */
export const SUBMISSION_POSTS = {
  timeoutMs: 2500,
  retryDelaysMs: [250, 750],
} as const;

/** The teams told of a submission; each can have its own address (LEAD_EMAIL_TO_<KIND>). */
export const LEAD_KINDS = ['sales', 'support', 'feedback'] as const;

export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Which team hears of each form Netlify records: every site form and the booking form. A new
 * form is a type error here until it has a team.
 */
export const LEAD_KIND_OF_FORM = {
  'book-a-demo': 'sales',
  contact: 'sales',
  'book-a-call': 'sales',
  download: 'sales',
  'ccw2025-report': 'sales',
  'bugs-and-ideas': 'support',
  'feedback-bugs': 'support',
  'feedback-complaint': 'support',
  feedback: 'feedback',
  'feedback-form': 'feedback',
  'feedback-ideas': 'feedback',
} as const satisfies Record<SiteFormName | (typeof BOOKING)['formName'], LeadKind>;

export type LeadFormName = keyof typeof LEAD_KIND_OF_FORM;

/**
 * The team's notification of a submission (netlify/lead-notification.ts). The subject is built
 * from `{title}` (the team's) and `{form}` (the form's name) only: never from a submitted value.
 */
export const LEAD_NOTIFICATION = {
  titles: { sales: 'Sales lead', support: 'Support request', feedback: 'Feedback' },
  subject: '{title} from the website: {form}',
  intro: 'Someone sent the {form} form on the website.',
  page: 'Page',
  received: 'Received',
  submission: 'Submission',
  inNetlify: 'In Netlify',
  tracking: 'Tracking',
  otherFields: 'Other fields',
  empty: '(empty)',
  unknown: '(not known)',
  /** Follows a value cut at `valueMax` characters; `{length}` is its full length. */
  cut: '[cut: {length} characters in all]',
  valueMax: 5000,
  /** Labels of the booking fields that the site forms do not have. */
  bookingLabels: {
    notes: 'Notes',
    date: 'Day',
    time: 'Time',
    timeZone: 'Time zone',
    startsAt: 'Starts at (UTC)',
  },
} as const;
