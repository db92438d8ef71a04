/**
 * Error reporting. `reportError` is the one way in: it logs in development and, when Sentry is
 * configured (a DSN and the external-scripts switch), sends the error to Sentry. Sentry loads
 * through a dynamic import once the visitor has consented to its category (it measures page
 * loads too) and the page is interactive, so it is never part of the first load and sends
 * nothing before consent; errors reported before it is there are kept and sent when it is.
 */
import type { BrowserOptions } from '@sentry/gatsby';
import { afterInteractive } from '../../lib/after-interactive';
import { whenConsented } from '../consent';
import { configuredInThisBuild } from '../third-parties/config';
import { configuredValue, THIRD_PARTIES } from '../third-parties/registry';
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

/** Not given by the spec: errors kept while Sentry loads, the oldest dropped past this. */
const PENDING_LIMIT = 10;

interface PendingError {
  error: unknown;
  componentStack: string;
}

let sentry: SentryApi | null = null;
let pending: PendingError[] | null = null;

const send = (library: SentryApi, { error, componentStack }: PendingError) =>
  library.captureException(error, { contexts: { react: { componentStack } } });

/** Reports an error the page could not handle (the global error boundary calls it). */
export const reportError = (error: unknown, componentStack = ''): void => {
  if (process.env.NODE_ENV === 'development') {
    console.error('The application failed; showing the error page.', error, componentStack);
  }
  if (sentry) {
    send(sentry, { error, componentStack });
  } else if (pending) {
    pending.push({ error, componentStack });
    if (pending.length > PENDING_LIMIT) pending.shift();
  }
};

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
  pending = [];
  try {
    await whenInteractive();
    if (whenPageAllows) await whenPageAllows();
    const library = await load();
    library.init(sentryOptions(dsn, [library.browserTracingIntegration()]));
    sentry = library;
    for (const error of pending.splice(0)) send(library, error);
  } catch {
    // The page works without error reporting.
  } finally {
    pending = null;
  }
};

/** Forgets the loaded Sentry (tests). */
export const resetMonitoring = (): void => {
  sentry = null;
  pending = null;
};
