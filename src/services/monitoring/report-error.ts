/**
 * `reportError`, the one way in for errors, and what holds them until Sentry is there: in the
 * first load (the global error boundary calls it), without Sentry's loader (./index.ts), which
 * the browser runtime's own chunk starts after hydration.
 */
import type { SentryApi } from './index';

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
  if (__SITE_SETTINGS__.nodeEnv === 'development') {
    console.error('The application failed; showing the error page.', error, componentStack);
  }
  if (sentry) {
    send(sentry, { error, componentStack });
  } else if (pending) {
    pending.push({ error, componentStack });
    if (pending.length > PENDING_LIMIT) pending.shift();
  }
};

/** Keeps the errors reported from now on until Sentry is attached (Sentry is configured). */
export const holdErrorsForSentry = (): void => {
  pending ??= [];
};

/** Sends the errors held so far and every later one to `library`; null: drops them (no Sentry). */
export const attachSentry = (library: SentryApi | null): void => {
  sentry = library;
  if (library) for (const error of pending ?? []) send(library, error);
  pending = null;
};

/** Forgets the loaded Sentry (tests). */
export const resetMonitoring = (): void => {
  sentry = null;
  pending = null;
};
