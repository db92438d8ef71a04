import { Suspense, useEffect, type ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AppErrorBoundary } from './components/app-error-boundary';
import type { ThirdPartyPageContext } from './lib/page-contexts';
import { LoadingBar, loadingBar } from './services/loading-bar';
import { NotificationRegion, notifications } from './services/notifications';
import { SessionProvider, createBrowserSession } from './services/session';

type PageThirdPartiesModule = typeof import('./services/third-parties/page-third-parties');
type PageThirdPartiesType = PageThirdPartiesModule['PageThirdParties'];

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
 * the error page replaces anything that fails, and the views read the session. Analytics
 * slots in here. Gatsby also wraps each page's Head in this, so it renders no markup of its
 * own: whatever it rendered would be copied into <head> as well.
 *
 * The page sits in a Suspense boundary: React hydrates a server-rendered boundary at low
 * priority, in slices that yield to the browser every few milliseconds, where the root alone
 * would hydrate the whole page in one long task (docs/performance.md, hydration in slices). A
 * click on the page before its turn hydrates it at once. The hydration mark is inside, so it
 * is set once the page itself has hydrated.
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppErrorBoundary>
    <SessionProvider store={browserSession?.session ?? null}>
      <Suspense fallback={null}>
        <HydrationMark>{element}</HydrationMark>
      </Suspense>
    </SessionProvider>
  </AppErrorBoundary>
);

// A literal in a bundle (src/settings/browser.ts): a build that asks for no consent folds the
// test to false and leaves the module out of every first load.
const PageThirdParties: PageThirdPartiesType | null = __SITE_SETTINGS__.thirdParties.asksForConsent
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./services/third-parties/page-third-parties') as PageThirdPartiesModule)
      .PageThirdParties
  : null;

/**
 * What every page shows besides itself, rendered once after it: the notifications, the
 * loading bar and the cookie consent interface. Gatsby keeps this wrapper mounted across
 * navigations.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <>
    {element}
    <NotificationRegion store={notifications} />
    <LoadingBar store={loadingBar} />
    {PageThirdParties && (
      <PageThirdParties
        path={props.location.pathname}
        context={props.pageContext as ThirdPartyPageContext}
      />
    )}
  </>
);
