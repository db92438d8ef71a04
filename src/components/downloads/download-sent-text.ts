/** Apart from the form, so the thank-you page loads none of the form kit. */
import { FORM_SENT_TEXTS, REPORT_EMAIL_MINUTES } from '../../forms/sent-texts';

export interface DownloadFormSettings {
  submit_label: string | null;
  success_message: string | null;
  consent_text: string | null;
  thank_you_page: boolean | null;
}

export const downloadSentText = (settings: DownloadFormSettings | null): string =>
  settings?.success_message?.trim() ||
  FORM_SENT_TEXTS.reportByEmail.replace('{minutes}', String(REPORT_EMAIL_MINUTES));
