import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../services/monitoring/report-error';
import { isChunkLoadError, reloadOnChunkError } from '../services/site-version';
import { NotFound } from './not-found';

/** `reloading`: nothing is shown while the page reloads. */
type State = { failed: boolean; reloading: boolean };

/** The spec shows the error page instead of a blank screen; a failed chunk reloads instead. */
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
