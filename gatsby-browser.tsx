import type { GatsbyBrowser } from 'gatsby';
import { announceRouteChange } from './src/lib/route-events';
import { consent, consentView } from './src/services/consent';
import { loadingBar } from './src/services/loading-bar';
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

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Always started: a chunk-load error reloads the page (spec section 4). The new-build poll
  // runs only when GATSBY_NEW_BUILD_POLL_SECONDS is set.
  siteVersion = startSiteVersion();
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

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  if (!prevLocation) return;
  loadingBar.finish();
  announceRouteChange();
  siteVersion?.onRouteChange();
};
