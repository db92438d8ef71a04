import type { GatsbyBrowser } from 'gatsby';
import { announceRouteChange } from './lib/route-events';
import { browserSession } from './root';
import { prepareDeferredRuntime, withDeferredRuntime } from './services/deferred-runtime';
import { rememberLandingCampaign } from './services/forms/landing-campaign';
import { loadingBar } from './services/loading-bar';
import { afterNavigation, prepareFirstRender, prepareNavigations } from './services/navigation';
import { startSiteVersion, type SiteVersion } from './services/site-version';

export { wrapPageElement, wrapRootElement } from './root';

type ReportError = typeof import('./services/monitoring/report-error');
type HeldClicks = typeof import('./services/analytics/held-clicks');

let siteVersion: SiteVersion | undefined;

/*
 * The site's Gatsby browser hooks. gatsby-browser.tsx loads this module on client entry, a task
 * after the app chunk's own, and hands every hook call here. What must run before the page
 * hydrates is here: the chunk-load reload, the loading bar, the navigation steps. The third
 * parties (Consent Mode, the banner, Segment, Sentry, the tag manager and the rest) are a chunk
 * of their own, loaded once the page has hydrated and only in a build that configures one
 * (src/services/deferred-runtime); the hooks below hand it the route changes.
 */

/** Gatsby renders the first page once the promise has settled (gatsby-browser.tsx waits on it). */
export const onClientEntry = (): Promise<void> => {
  // Always started: a chunk-load error reloads the page (spec section 4). The new-build poll
  // runs only when GATSBY_NEW_BUILD_POLL_SECONDS is set.
  siteVersion = startSiteVersion();
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

// Not on client entry: Gatsby's first page load goes through the same loader, and the first
// render must not wait for section code (the server drew the sections; each hydrates when its
// code is in, and the header and footer hydrate meanwhile).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  prepareNavigations(loadingBar);
};

// Gatsby also calls both route hooks for the first render, which is not a navigation. A
// navigation of a link or of `navigate` starts the bar as it is asked for, and a failed one
// ends it in the error colour (src/services/navigation/navigation-progress.ts); back and
// forward start it here: onPreRouteUpdate once the next page's files have loaded, and
// onRouteUpdateDelayed when that takes over a second.

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  loadingBar.start();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) loadingBar.start();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // Every page is a page call, the first one included (the address now: the runtime may load
  // after a later navigation).
  const href = window.location.href;
  withDeferredRuntime((runtime) => runtime.onRouteChange(href));
  if (!prevLocation) return;
  loadingBar.finish();
  announceRouteChange();
  siteVersion?.onRouteChange();
  // A redirected address has no page here: follow the server's redirect (spec section 4).
  afterNavigation(location);
};
