import type { GatsbyBrowser } from 'gatsby';
import { announceRouteChange } from './lib/route-events';
import { browserSession } from './root';
import { prepareDeferredRuntime, withDeferredRuntime } from './services/deferred-runtime';
import { rememberLandingCampaign } from './forms/landing-campaign';
import { loadingBar } from './services/loading-bar';
import { prepareFirstRender } from './services/navigation';
import {
  startSiteVersion,
  watchChunkErrorsFromNow,
  type SiteVersion,
} from './services/site-version';

export { wrapPageElement, wrapRootElement } from './root';

type ReportError = typeof import('./services/monitoring/report-error');
type HeldClicks = typeof import('./services/analytics/held-clicks');

let siteVersion: SiteVersion | undefined;

// Gatsby evaluates the site's browser hooks before its navigation module (spec section 4).
if (typeof window !== 'undefined') watchChunkErrorsFromNow();

export const onClientEntry = (): Promise<void> => {
  siteVersion = startSiteVersion();
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement) loadingBar.fail();
    },
    true,
  );
  // Build-time literals: a build without that third party leaves its module out.
  if (__SITE_SETTINGS__.thirdParties.on.sentry) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- folded out without Sentry
    (require('./services/monitoring/report-error') as ReportError).holdErrorsForSentry();
  }
  if (__SITE_SETTINGS__.thirdParties.on.segment) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- folded out without Segment
    (require('./services/analytics/held-clicks') as HeldClicks).holdClicksForAnalytics();
  }
  prepareDeferredRuntime({ session: browserSession?.session ?? null });
  rememberLandingCampaign();
  // An address with an escaped slash (`/a%2Fb`) would otherwise render an empty page.
  return prepareFirstRender();
};

// Gatsby also calls the route hooks for the first render, which is not a navigation.

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  loadingBar.start();
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) loadingBar.start();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  // Read now: the runtime may load only after a later navigation.
  const href = window.location.href;
  withDeferredRuntime((runtime) => runtime.onRouteChange(href));
  if (!prevLocation) return;
  loadingBar.finish();
  announceRouteChange();
  siteVersion?.onRouteChange();
};
