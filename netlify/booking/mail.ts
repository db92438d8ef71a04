/**
 * Sending the booking's e-mails through the e-mail API of the site's settings (the one the
 * submission-created function sends through: a JSON POST with a bearer key), with the calendar
 * file as an attachment, and where the team's e-mail goes.
 */
import { BOOKING, BOOKING_SERVICE } from '../../src/lib/config/booking';
import { LEAD_KIND_OF_FORM } from '../../src/lib/config/forms';
import { readEmailApiConfig } from '../../src/settings/email-api';
import { readLeadNotificationConfig } from '../../src/settings/lead-notification';
import { postJson } from '../post-json';

type Env = Readonly<Record<string, string | undefined>>;

/** An attachment as the e-mail API takes it: the content in base64. */
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
  /** The sender's address: also the team's, unless BOOKING_TEAM_EMAIL names another. */
  from: string;
  /** Resolves once the API accepted the message; rejects with a reason safe to log. */
  send: (message: MailMessage) => Promise<void>;
}

/** What tests replace: the network and the pauses between attempts. */
export interface MailOptions {
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** The e-mail API of the settings; undefined when none is set. Throws on a malformed one. */
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

/** A calendar file as an attachment. */
export const calendarAttachment = (ics: string): MailAttachment => ({
  filename: 'invitation.ics',
  contentType: 'text/calendar; method=REQUEST; charset=UTF-8',
  content: Buffer.from(ics, 'utf8').toString('base64'),
});

/**
 * Where the team hears of bookings: BOOKING_TEAM_EMAIL (given as `teamEmail`), else the lead
 * notifications' address for the booking form, else the sender's. Throws on malformed settings.
 */
export const teamAddress = (
  env: Env,
  teamEmail: string | undefined,
  mailer: Mailer | undefined,
): string | undefined =>
  teamEmail ??
  readLeadNotificationConfig(env)?.emailTo?.[LEAD_KIND_OF_FORM[BOOKING.formName]] ??
  mailer?.from;
