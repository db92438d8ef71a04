import type { GatsbyBrowser } from 'gatsby';
import { announceRouteChange } from './src/lib/route-events';
import { browserSession } from './src/root';
import { startAnalytics, type AnalyticsRuntime } from './src/services/analytics/start';
import { consent, consentView, whenConsented } from './src/services/consent';
import { loadingBar } from './src/services/loading-bar';
import { startMonitoring } from './src/services/monitoring';
import { afterNavigation } from './src/services/navigation';
import { startSiteVersion, type SiteVersion } from './src/services/site-version';
import {
  afterInteractive,
  asksForConsent,
  startConsentMode,
  thirdParties,
  usesTagManager,
} from './src/services/third-parties';

export { wrapPageElement, wrapRootElement } from './src/root';

let siteVersion: SiteVersion | undefined;
let analytics: AnalyticsRuntime | null = null;

/**
 * Segment and Sentry load only once a page that allows external scripts is shown (a landing
 * page's `external_scripts: false`, e.g. /ccw2025, keeps them off). The runtime learns each
 * page's flags in every build that asks for consent, which any build with them does.
 */
const whenPageAllows = () => thirdParties?.whenExternalScriptsAllowed() ?? Promise.resolve();

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Always started: a chunk-load error reloads the page (spec section 4). The new-build poll
  // runs only when GATSBY_NEW_BUILD_POLL_SECONDS is set.
  siteVersion = startSiteVersion();
  // Segment, when configured: queued until performance consent, loaded when the page is idle.
  analytics = startAnalytics({
    whenConsented,
    whenPageAllows,
    pageAllows: (path) => thirdParties?.pageAllowsExternalScripts(path) ?? Promise.resolve(true),
    allowsNow: () => thirdParties?.allowsExternalScriptsNow() ?? true,
    session: browserSession?.session ?? null,
  });
  // Sentry, when configured: loaded when the page is idle; errors before that are kept.
  void startMonitoring({ whenPageAllows });
  // After the head script's Consent Mode default, before any tag: a returning visitor's grant.
  if (usesTagManager()) startConsentMode(consent, window);
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  if (!asksForConsent()) return;
  // Third-party code and the banner's chunk wait until the page is loaded and idle.
  afterInteractive(() => {
    consentView.askIfUndecided();
    thirdParties?.interactive();
  });
};

// Gatsby also calls both route hooks for the first render, which is not a navigation. It
// calls onPreRouteUpdate once the next page's files have loaded, and onRouteUpdateDelayed when
// that takes over a second, so a slow load starts the bar too. A failed navigation has no
// hook: Gatsby answers it with a full page load.

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  loadingBar.start();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) loadingBar.start();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // Every page is a page call, the first one included.
  analytics?.onRouteChange();
  if (!prevLocation) return;
  loadingBar.finish();
  announceRouteChange();
  siteVersion?.onRouteChange();
  // A redirected address has no page here: follow the server's redirect (spec section 4).
  afterNavigation(location);
};
