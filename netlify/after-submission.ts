/** Report e-mail and lead notifications run apart; the log names statuses and variables only. */
import { missingRequiredFields } from '../src/forms/catalogue';
import { notifyTeam } from './lead-notification';
import { sendReportEmail } from './report-email';
import {
  type Answer,
  type SubmissionOptions,
  answer,
  readSubmissionEvent,
} from './submission-event';

type Env = Readonly<Record<string, string | undefined>>;

export const handleSubmissionCreated = async (
  body: string,
  env: Env,
  options: SubmissionOptions = {},
): Promise<Answer> => {
  const payload = readSubmissionEvent(body);
  // Netlify Forms keeps every POST; one that skipped the form's rules reaches nobody.
  const missing = missingRequiredFields(String(payload.form_name ?? ''), payload.data);
  if (missing.length > 0) {
    return answer(422, `Submission refused: required fields empty (${missing.join(', ')})`);
  }
  const [report, leads] = await Promise.all([
    sendReportEmail(payload, env, options),
    notifyTeam(payload, env, options),
  ]);
  const outcomes = [report, ...leads];
  return answer(
    Math.max(...outcomes.map(({ statusCode }) => statusCode)),
    outcomes.map(({ body: text }) => text).join('; '),
  );
};

export const runSubmissionCreated = async (
  body: string,
  env: Env,
  options: SubmissionOptions = {},
): Promise<Answer> => {
  const result = await handleSubmissionCreated(body, env, options);
  (result.statusCode < 400 ? console.info : console.error)(`submission-created: ${result.body}`);
  return result;
};
