import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../services/monitoring/report-error';
import { onDemand } from './ui/on-demand';

/**
 * The error page's content, fetched when something has failed: no page's first load carries it
 * (the 404 page's chunk has its own). A failed fetch reaches the window as a chunk-load error,
 * which reloads the page (src/services/site-version), as for any other chunk.
 */
const ErrorPage = onDemand(() => import('./not-found').then((module) => module.NotFound));

/**
 * The last line for an error no page handled: the spec shows the error page instead of a
 * blank screen. The error is reported (src/services/monitoring): logged in development (React
 * reports it there too, but without saying it was caught here) and sent to Sentry when it is
 * configured.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
