/** Editors' defaults; apart from ./config.ts so a download's thank-you page loads less. */

/** Spec section 9. */
export const REPORT_EMAIL_MINUTES = 3;

/** `{minutes}` is `REPORT_EMAIL_MINUTES`. */
export const FORM_SENT_TEXTS = {
  heading: 'Message sent',
  message: 'Thank you: we have your message and will reply within one working day.',
  reportByEmail: 'The report arrives by e-mail within about {minutes} minutes.',
  downloadNow: 'Download your copy now (PDF)',
} as const;
