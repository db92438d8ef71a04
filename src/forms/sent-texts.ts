/**
 * What the site's forms say once sent, when editors set nothing (the spec gives "message sent").
 * Part of the forms' settings (./config.ts), apart because a download's thank-you page shows
 * these and loads nothing else of the forms.
 */

/** The gated report arrives by e-mail within about this many minutes (spec section 9). */
export const REPORT_EMAIL_MINUTES = 3;

/** `{minutes}` is `REPORT_EMAIL_MINUTES`. */
export const FORM_SENT_TEXTS = {
  heading: 'Message sent',
  message: 'Thank you: we have your message and will reply within one working day.',
  reportByEmail: 'The report arrives by e-mail within about {minutes} minutes.',
  /** The direct link to a sent form's document, beside the e-mail. */
  downloadNow: 'Download your copy now (PDF)',
} as const;
