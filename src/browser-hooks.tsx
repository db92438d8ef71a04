import type { GatsbyBrowser } from 'gatsby';
import { announceRouteChange } from './lib/route-events';
import { browserSession } from './root';
import { prepareDeferredRuntime, withDeferredRuntime } from './services/deferred-runtime';
import { rememberLandingCampaign } from './forms/landing-campaign';
import { loadingBar } from './services/loading-bar';
import { prepareFirstRender } from './services/navigation';
import { startSiteVersion, type SiteVersion } from './services/site-version';

export { wrapPageElement, wrapRootElement } from './root';

type ReportError = typeof import('./services/monitoring/report-error');
type HeldClicks = typeof import('./services/analytics/held-clicks');

let siteVersion: SiteVersion | undefined;

/*
 * The site's Gatsby browser hooks, exported by gatsby-browser.tsx. The third parties are a chunk
 * of their own, loaded once the page has hydrated and only in a build that configures one
 * (src/services/deferred-runtime); the route hooks below hand it the route changes.
 */

/** Gatsby renders the first page once the promise has settled. */
export const onClientEntry = (): Promise<void> => {
  // Always started: a chunk-load error reloads the page (spec section 4). The new-build poll
  // runs only when GATSBY_NEW_BUILD_POLL_SECONDS is set.
  siteVersion = startSiteVersion();
  // A script that fails to load ends a navigation under way in the error colour (Gatsby then
  // loads the address in full).
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) loadingBar.fail();
    },
    true,
  );
  // Each test below is a literal in a bundle (src/settings/browser.ts): a build without that
  // third party folds it to false and leaves the required module out of every first load.
  // Sentry, when configured, gets the errors reported before it has loaded.
  if (__SITE_SETTINGS__.thirdParties.on.sentry) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./services/monitoring/report-error') as ReportError).holdErrorsForSentry();
  }
  // Segment, when configured, gets the button clicks made before it has started.
  if (__SITE_SETTINGS__.thirdParties.on.segment) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require('./services/analytics/held-clicks') as HeldClicks).holdClicksForAnalytics();
  }
  prepareDeferredRuntime({ session: browserSession?.session ?? null });
  rememberLandingCampaign();
  // An address with an escaped slash (`/a%2Fb`) would otherwise render an empty page.
  return prepareFirstRender();
};

// Gatsby also calls both route hooks for the first render, which is not a navigation. The bar
// starts when a navigation takes over a second, or once the next page's files are in.

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  loadingBar.start();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) loadingBar.start();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  // Every page is a page call, the first one included (the address now: the runtime may load
  // after a later navigation).
  const href = window.location.href;
  withDeferredRuntime((runtime) => runtime.onRouteChange(href));
  if (!prevLocation) return;
  loadingBar.finish();
  announceRouteChange();
  siteVersion?.onRouteChange();
};
