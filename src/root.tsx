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

/**
 * This tab's session, created once per page load; null in the server render. gatsby-browser
 * hands it to analytics, which identifies the visitor once the session is restored.
 */
export const browserSession = createBrowserSession();

/**
 * Composes the providers every page runs inside, for both the server render and the browser:
 * the error page replaces anything that fails, and the views read the session. Consent and
 * analytics slot in here. Gatsby also wraps each page's Head in this, so it renders no markup
 * of its own: whatever it rendered would be copied into <head> as well.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppErrorBoundary>
    <SessionProvider store={browserSession?.session ?? null}>
      <HydrationMark>{element}</HydrationMark>
    </SessionProvider>
  </AppErrorBoundary>
);

/**
 * What every page shows besides itself, rendered once after it: the notifications and the
 * loading bar. Gatsby keeps this wrapper mounted across navigations.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <>
    {element}
    <NotificationRegion store={notifications} />
    <LoadingBar store={loadingBar} />
  </>
);
