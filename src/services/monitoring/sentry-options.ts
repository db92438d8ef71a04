/** The options the site initialises Sentry with (spec sections 7 and 9). */
import type { BrowserOptions } from '@sentry/gatsby';
import { SENTRY } from '../../lib/config/analytics';
import { nodeEnv } from '../../settings/browser';

/** One of Sentry's integrations (the type is not exported by name). */
export type SentryIntegration = Extract<
  NonNullable<BrowserOptions['integrations']>,
  unknown[]
>[number];

export const sentryOptions = (dsn: string, integrations: SentryIntegration[]): BrowserOptions => ({
  dsn,
  environment: nodeEnv(),
  tracesSampleRate: SENTRY.tracesSampleRate,
  maxBreadcrumbs: SENTRY.maxBreadcrumbs,
  transportOptions: { bufferSize: SENTRY.bufferSize },
  integrations,
});
