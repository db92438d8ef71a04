/**
 * Netlify's submission-created function on this machine: after the local server records a
 * submission, the function's code (netlify/after-submission.ts) runs with a Netlify-like event,
 * so the report e-mail and the team's notifications reach whatever loopback stand-ins the
 * settings name. Off unless the e-mail API or a lead notification is configured.
 */
import { randomUUID } from 'node:crypto';
import type { AfterSubmission, RecordedSubmission } from '../gatsby/local-form-submissions';
import { runSubmissionCreated } from '../netlify/after-submission';
import type { SubmissionOptions } from '../netlify/submission-event';
import { readEmailApiConfig } from '../src/settings/email-api';
import { readLeadNotificationConfig } from '../src/settings/lead-notification';

type Env = Readonly<Record<string, string | undefined>>;

/** The event Netlify sends for a submission, with the fields of its payload the function reads. */
export const localSubmissionEvent = (
  submission: RecordedSubmission,
  referrer: string | undefined,
) => ({
  payload: {
    id: randomUUID(),
    form_id: `local-${submission.formName}`,
    form_name: submission.formName,
    created_at: submission.receivedAt,
    // Netlify adds the visitor's address, browser and page to the submitted fields.
    data: {
      ...submission.fields,
      ip: '127.0.0.1',
      user_agent: 'local',
      referrer: referrer ?? submission.path,
    },
  },
});

/** Whether any of the function's settings is given; a malformed one counts, to be reported. */
const configured = (env: Env): boolean => {
  try {
    return readEmailApiConfig(env) !== undefined || readLeadNotificationConfig(env) !== undefined;
  } catch {
    return true;
  }
};

/** The local server's after-submission step for `env`; undefined when nothing is configured. */
export const localSubmissionCreated = (
  env: Env,
  options: SubmissionOptions = {},
): AfterSubmission | undefined =>
  configured(env)
    ? (submission, referrer) =>
        runSubmissionCreated(
          JSON.stringify(localSubmissionEvent(submission, referrer)),
          env,
          options,
        )
    : undefined;
