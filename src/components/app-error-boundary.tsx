import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../services/monitoring/report-error';
import { isChunkLoadError, reloadOnChunkError } from '../services/site-version';
import { NotFound } from './not-found';

/** `reloading`: code failed to load and the page reloads, so nothing is shown meanwhile. */
type State = { failed: boolean; reloading: boolean };

/**
 * The last line for an error no page handled: the spec shows the error page instead of a
 * blank screen. Code that failed to load reloads the page instead (a tab left open across a
 * deploy), unless the reload guard refuses. The error is reported (src/services/monitoring):
 * logged in development and sent to Sentry when it is configured.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, reloading: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.reloading && reloadOnChunkError(error)) return;
    this.setState({ reloading: false });
    reportError(error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? null : <NotFound />;
  }
}
