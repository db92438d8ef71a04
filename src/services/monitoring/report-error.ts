/** In the first load without Sentry's loader (./index.ts), which starts after hydration. */
import type { SentryApi } from './index';

/** Not in the spec; the oldest are dropped past this. */
const PENDING_LIMIT = 10;

interface PendingError {
  error: unknown;
  componentStack: string;
}

let sentry: SentryApi | null = null;
let pending: PendingError[] | null = null;

const send = (library: SentryApi, { error, componentStack }: PendingError) =>
  library.captureException(error, { contexts: { react: { componentStack } } });

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

export const holdErrorsForSentry = (): void => {
  pending ??= [];
};

export const attachSentry = (library: SentryApi | null): void => {
  sentry = library;
  if (library) for (const error of pending ?? []) send(library, error);
  pending = null;
};

export const resetMonitoring = (): void => {
  sentry = null;
  pending = null;
};
