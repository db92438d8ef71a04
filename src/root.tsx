import { useEffect, type ReactNode } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { AppErrorBoundary } from './components/app-error-boundary';
import { HydrationSlice } from './components/ui/hydration-slice';
import type { ThirdPartyPageContext } from './lib/page-contexts';
import { LoadingBar, loadingBar } from './services/loading-bar';
import { NotificationRegion, notifications } from './services/notifications';
import { SessionProvider, createBrowserSession } from './services/session';

type PageThirdPartiesModule = typeof import('./services/third-parties/page-third-parties');
type PageThirdPartiesType = PageThirdPartiesModule['PageThirdParties'];

/** Lets end-to-end tests tell when the page's handlers are live. */
const HydrationMark = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <>{children}</>;
};

export const browserSession = createBrowserSession();

/** Renders no markup of its own: Gatsby also wraps each Head in it, copying any into <head>. */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppErrorBoundary>
    <SessionProvider store={browserSession?.session ?? null}>
      <HydrationSlice>
        <HydrationMark>{element}</HydrationMark>
      </HydrationSlice>
    </SessionProvider>
  </AppErrorBoundary>
);

const PageThirdParties: PageThirdPartiesType | null = __SITE_SETTINGS__.thirdParties.asksForConsent
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build-time literal drops the module without consent
    (require('./services/third-parties/page-third-parties') as PageThirdPartiesModule)
      .PageThirdParties
  : null;

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
