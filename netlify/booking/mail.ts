/** The booking's e-mails, through the same e-mail API as the submission-created function. */
import { BOOKING, BOOKING_SERVICE } from '../../src/lib/config/booking';
import { LEAD_KIND_OF_FORM } from '../../src/forms/config';
import { readEmailApiConfig } from '../../src/settings/email-api';
import { readLeadNotificationConfig } from '../../src/settings/lead-notification';
import { postJson } from '../post-json';

type Env = Readonly<Record<string, string | undefined>>;

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  from: string;
  send: (message: MailMessage) => Promise<void>;
}

export interface MailOptions {
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

export const apiMailer = (env: Env, options: MailOptions = {}): Mailer | undefined => {
  const config = readEmailApiConfig(env);
  if (config === undefined) return undefined;
  return {
    from: config.from,
    send: async (message) => {
      await postJson(
        config.apiUrl,
        { from: config.from, ...message },
        {
          headers: { Authorization: `Bearer ${config.apiKey}` },
          timeoutMs: BOOKING_SERVICE.mailDelivery.timeoutMs,
          retryDelaysMs: BOOKING_SERVICE.mailDelivery.retryDelaysMs,
          fetch: options.fetch,
          sleep: options.sleep,
        },
      );
    },
  };
};

export const calendarAttachment = (ics: string): MailAttachment => ({
  filename: 'invitation.ics',
  contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
  content: Buffer.from(ics, 'utf8').toString('base64'),
});

export const teamAddress = (
  env: Env,
  teamEmail: string | undefined,
  mailer: Mailer | undefined,
): string | undefined =>
  teamEmail ??
  readLeadNotificationConfig(env)?.emailTo?.[LEAD_KIND_OF_FORM[BOOKING.formName]] ??
  mailer?.from;
