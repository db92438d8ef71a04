/**
 * The text a reader gets once a download's form is sent, shared by the form and the thank-you
 * page; kept apart from the form so the thank-you page loads none of the form kit.
 */
import { FORM_SENT_TEXTS, REPORT_EMAIL_MINUTES } from '../../forms/sent-texts';

/** The gated-content form settings editors fill in (the entry's `form` JSON). */
export interface DownloadFormSettings {
  submit_label: string | null;
  success_message: string | null;
  consent_text: string | null;
  thank_you_page: boolean | null;
}

/** What the reader is told once the form is sent: the editors' text, or the spec's. */
export const downloadSentText = (settings: DownloadFormSettings | null): string =>
  settings?.success_message?.trim() ||
  FORM_SENT_TEXTS.reportByEmail.replace('{minutes}', String(REPORT_EMAIL_MINUTES));
