import { useEffect, type ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AppErrorBoundary } from './components/app-error-boundary';
import { LoadingBar, loadingBar } from './services/loading-bar';
import { NotificationRegion, notifications } from './services/notifications';
import { SessionProvider, createBrowserSession } from './services/session';

/**
 * Marks the document once React has taken over the server-rendered page, so that end-to-end
 * tests (and anyone debugging) can tell when the page's handlers are live.
 */
const HydrationMark = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <>{children}</>;
};

/** This tab's session, created once per page load; null in the server render. */
const browserSession = createBrowserSession();

/**
 * Composes what every page runs inside, for both the server render and the browser: the
 * error page replaces anything that fails, the views read the session, and the notifications
 * and the loading bar are rendered once, after the page. Consent and analytics slot in here.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppErrorBoundary>
    <SessionProvider store={browserSession?.session ?? null}>
      <HydrationMark>{element}</HydrationMark>
      <NotificationRegion store={notifications} />
      <LoadingBar store={loadingBar} />
    </SessionProvider>
  </AppErrorBoundary>
);
