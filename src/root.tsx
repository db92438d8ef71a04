import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AppErrorBoundary } from './components/app-error-boundary';
import { afterHeadRendered } from './lib/after-head-rendered';
import { ALL_THIRD_PARTIES_ON, type ThirdPartyPageContext } from './lib/page-contexts';
import { withDeferredRuntime } from './services/deferred-runtime';
import { LoadingBar, loadingBar } from './services/loading-bar';
import { NotificationRegion, notifications } from './services/notifications';
import { SessionProvider, createBrowserSession } from './services/session';
import { asksForConsent } from './services/third-parties/in-this-build';

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

/** Whether ThirdPartyPage has seen a page yet: the first one's head came with the HTML. */
let pageShown = false;

/**
 * Tells the third parties which page is shown, with the switches its editor set, once its head
 * is in place (Gatsby renders the new title after this effect: src/lib/after-head-rendered.ts).
 */
const ThirdPartyPage = ({ path, context }: { path: string; context: ThirdPartyPageContext }) => {
  const flags = context.thirdParties ?? ALL_THIRD_PARTIES_ON;
  const { externalScripts, chat } = flags;
  useEffect(() => {
    const firstPage = !pageShown;
    pageShown = true;
    return afterHeadRendered(
      () => {
        const view = { path, url: window.location.href, title: document.title };
        withDeferredRuntime((runtime) => runtime.page(view, { externalScripts, chat }));
      },
      { firstPage },
    );
  }, [path, externalScripts, chat]);
  return null;
};

/** Only a build that configures a third party needing consent asks for it. */
const CONSENT_ASKED = asksForConsent();

/** The consent interface and the consent store: fetched only by a build that asks for consent. */
const PageConsentMount = lazy(() => import('./services/consent/page-consent-mount'));

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
    {CONSENT_ASKED && (
      <>
        <ThirdPartyPage
          path={props.location.pathname}
          context={props.pageContext as ThirdPartyPageContext}
        />
        <Suspense fallback={null}>
          <PageConsentMount />
        </Suspense>
      </>
    )}
  </>
);
