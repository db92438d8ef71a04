/** Netlify Forms keeps the submission whatever happens here; a failure is only an answer. */
import { readEmailApiConfig } from '../src/settings/email-api';
import { readLeadNotificationConfig } from '../src/settings/lead-notification';
import { deliver } from './deliver';
import { leadContent } from './lead-content';
import {
  type Answer,
  type SubmissionOptions,
  type SubmissionPayload,
  answer,
} from './submission-event';

type Env = Readonly<Record<string, string | undefined>>;

const settingsProblem = (what: string, error: unknown): Answer =>
  answer(500, `${what} is misconfigured: ${(error as Error).message}`);

export const notifyTeam = async (
  payload: SubmissionPayload,
  env: Env,
  options: SubmissionOptions = {},
): Promise<Answer[]> => {
  let config;
  try {
    config = readLeadNotificationConfig(env);
  } catch (error) {
    return [settingsProblem('Lead notification', error)];
  }
  if (!config) return [answer(200, 'Lead notification is not configured')];
  const content = leadContent(payload, env);
  if (!content) return [answer(400, 'Lead notification refused: the site has no such form')];

  const sendEmail = async (emailTo: Readonly<Record<string, string>>): Promise<Answer> => {
    let api;
    try {
      api = readEmailApiConfig(env);
    } catch (error) {
      return settingsProblem('Lead e-mail', error);
    }
    // The settings check already requires the API; this covers the function read alone.
    if (!api) return answer(500, 'Lead e-mail is misconfigured: EMAIL_API_URL is not set');
    const mail = {
      from: api.from,
      to: emailTo[content.kind],
      subject: content.subject,
      text: content.text,
    };
    const failure = await deliver(
      api.apiUrl,
      mail,
      { Authorization: `Bearer ${api.apiKey}` },
      options,
    );
    return failure === undefined
      ? answer(200, `Lead e-mail sent (${content.kind})`)
      : answer(502, `Lead e-mail failed: the e-mail API gave ${failure}`);
  };

  const callWebhook = async (url: string): Promise<Answer> => {
    const failure = await deliver(url, content.json, {}, options);
    return failure === undefined
      ? answer(200, 'Lead webhook called')
      : answer(502, `Lead webhook failed: the webhook gave ${failure}`);
  };

  return Promise.all([
    ...(config.emailTo ? [sendEmail(config.emailTo)] : []),
    ...(config.webhookUrl ? [callWebhook(config.webhookUrl)] : []),
  ]);
};
