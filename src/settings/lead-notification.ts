/** For netlify/lead-notification.ts; also held by the build's settings check. */
import { LEAD_KINDS, type LeadKind } from '../forms/config';
import { isPlainMailAddress } from '../lib/mail-address';
import { EMAIL_API_VARIABLES, SERVICE_URL_EXPECTED, isServiceUrl } from './email-api';
import { givenSetting, type Env } from './values';

export interface LeadNotificationConfig {
  emailTo: Readonly<Record<LeadKind, string>> | undefined;
  webhookUrl: string | undefined;
}

const DEFAULT_ADDRESS = 'LEAD_EMAIL_TO';

export const leadAddressVariable = (kind: LeadKind): string =>
  `${DEFAULT_ADDRESS}_${kind.toUpperCase()}`;

/** Throws one error naming every variable at fault. */
export const readLeadNotificationConfig = (env: Env): LeadNotificationConfig | undefined => {
  const fallback = givenSetting(env[DEFAULT_ADDRESS]);
  const overrides = LEAD_KINDS.map((kind) => {
    const name = leadAddressVariable(kind);
    return { kind, name, value: givenSetting(env[name]) };
  });
  const webhookUrl = givenSetting(env.LEAD_WEBHOOK_URL);
  const setOverrides = overrides.filter(({ value }) => value !== undefined);
  if (fallback === undefined && setOverrides.length === 0 && webhookUrl === undefined) {
    return undefined;
  }

  const problems: string[] = [];
  for (const { name, value } of [{ name: DEFAULT_ADDRESS, value: fallback }, ...overrides]) {
    if (value !== undefined && !isPlainMailAddress(value)) {
      problems.push(`${name} must be one plain e-mail address such as sales@example.org`);
    }
  }
  if (fallback === undefined && setOverrides.length > 0) {
    const names = setOverrides.map(({ name }) => name).join(', ');
    problems.push(
      `${DEFAULT_ADDRESS} is not set: ${names} replace it for one kind of form, and every other kind needs it`,
    );
  }
  if (fallback !== undefined && givenSetting(env.EMAIL_API_URL) === undefined) {
    problems.push(
      `${DEFAULT_ADDRESS} needs the e-mail API: set ${EMAIL_API_VARIABLES.join(', ')} too`,
    );
  }
  if (webhookUrl !== undefined && !isServiceUrl(webhookUrl)) {
    problems.push(`LEAD_WEBHOOK_URL must be ${SERVICE_URL_EXPECTED}`);
  }
  if (problems.length > 0) throw new Error(problems.join('; '));

  const emailTo =
    fallback === undefined
      ? undefined
      : (Object.fromEntries(
          overrides.map(({ kind, value }) => [kind, value ?? fallback]),
        ) as Record<LeadKind, string>);
  return { emailTo, webhookUrl };
};
