import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NotFound } from './not-found';

/**
 * The last line for an error no page handled: the spec shows the error page instead of a
 * blank screen, and logs the error in development only (React already reports it there too,
 * but without saying it was caught here).
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (process.env.NODE_ENV === 'development') {
      console.error('The application failed; showing the error page.', error, info.componentStack);
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <NotFound /> : this.props.children;
  }
}
