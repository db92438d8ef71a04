/**
 * Error reporting. `reportError` is the one way in: it logs in development and, when Sentry is
 * configured (a DSN and the external-scripts switch), sends the error to Sentry. Sentry loads
 * through a dynamic import once the visitor has consented to its category (it measures page
 * loads too) and the page is interactive, so it is never part of the first load and sends
 * nothing before consent; errors reported before it is there are kept and sent when it is
 * (./report-error.ts, in the first load; this loader is in the browser runtime's chunk).
 */
import type { BrowserOptions } from '@sentry/gatsby';
import { afterInteractive } from '../../lib/after-interactive';
import { whenConsented } from '../consent';
import { configuredInThisBuild } from '../third-parties/config';
import { configuredValue, THIRD_PARTIES } from '../third-parties/registry';
import { attachSentry, holdErrorsForSentry } from './report-error';
import { sentryOptions, type SentryIntegration } from './sentry-options';

/** What the site uses of @sentry/gatsby. */
export interface SentryApi {
  init: (options: BrowserOptions) => void;
  browserTracingIntegration: () => SentryIntegration;
  captureException: (
    error: unknown,
    hint: { contexts: { react: { componentStack: string } } },
  ) => unknown;
}

export { reportError, resetMonitoring } from './report-error';

/** Sentry's consent category, from the registry of third parties. */
const SENTRY_CATEGORY =
  THIRD_PARTIES.find((party) => party.id === 'sentry')?.category ?? 'performance';

export interface StartMonitoringOptions {
  dsn?: string | null;
  /** Resolves once the page is interactive and the visitor has consented to Sentry's category. */
  whenInteractive?: () => Promise<void>;
  /** Resolves once a page that allows external scripts is shown; unset: no wait. */
  whenPageAllows?: () => Promise<void>;
  load?: () => Promise<SentryApi>;
}

/**
 * Starts Sentry when it is configured; with no DSN it imports nothing. Resolves once Sentry is
 * initialised (or at once when it is off); a failed load leaves reporting to the console.
 */
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
