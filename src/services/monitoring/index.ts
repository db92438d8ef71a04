/** Sentry loads only after consent and interactivity; errors reported before it are held. */
import type { BrowserOptions } from '@sentry/gatsby';
import { afterInteractive } from '../../lib/after-interactive';
import { whenConsented } from '../consent';
import { configuredInThisBuild } from '../third-parties/config';
import { configuredValue, THIRD_PARTIES } from '../third-parties/registry';
import { attachSentry, holdErrorsForSentry } from './report-error';
import { sentryOptions, type SentryIntegration } from './sentry-options';

export interface SentryApi {
  init: (options: BrowserOptions) => void;
  browserTracingIntegration: () => SentryIntegration;
  captureException: (
    error: unknown,
    hint: { contexts: { react: { componentStack: string } } },
  ) => unknown;
}

export { reportError, resetMonitoring } from './report-error';

const SENTRY_CATEGORY =
  THIRD_PARTIES.find((party) => party.id === 'sentry')?.category ?? 'performance';

export interface StartMonitoringOptions {
  dsn?: string | null;
  whenInteractive?: () => Promise<void>;
  whenPageAllows?: () => Promise<void>;
  load?: () => Promise<SentryApi>;
}

/** A failed load leaves reporting to the console. */
export const startMonitoring = async ({
  dsn = configuredValue(configuredInThisBuild(), 'sentry'),
  whenInteractive = async () => {
    await whenConsented(SENTRY_CATEGORY);
    await afterInteractive();
  },
  whenPageAllows,
  load = () => import(/* webpackChunkName: "sentry" */ '@sentry/gatsby'),
}: StartMonitoringOptions = {}): Promise<void> => {
  if (dsn === null) return;
  holdErrorsForSentry();
  let library: SentryApi | null = null;
  try {
    await whenInteractive();
    if (whenPageAllows) await whenPageAllows();
    const loaded = await load();
    loaded.init(sentryOptions(dsn, [loaded.browserTracingIntegration()]));
    library = loaded;
  } catch {
    // The page works without error reporting.
  } finally {
    attachSentry(library);
  }
};
