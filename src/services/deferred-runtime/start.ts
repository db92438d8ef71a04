/**
 * The browser runtime's third-party half, a chunk of its own that ./index.ts loads once the page
 * has hydrated, in a build that configures a third party (none of it is fetched otherwise):
 * Consent Mode's update for a returning visitor, the consent banner, the tag manager and the
 * other third parties (ad conversions included), Segment (page calls, button clicks, identify)
 * and Sentry.
 */
import type { PageThirdPartyFlags } from '../../lib/page-contexts';
import { onAdConversion } from '../analytics';
import { adConversion } from '../analytics/ad-conversion';
import { startAnalytics } from '../analytics/start';
import { consent, consentView, whenConsented } from '../consent';
import { startMonitoring } from '../monitoring';
import type { SessionStore } from '../session';
import { afterInteractive, startConsentMode, thirdParties, usesTagManager } from '../third-parties';
import type { PageView } from '../third-parties/integrations';

export interface DeferredRuntime {
  /** A page call for the page at `href` (Gatsby's route hook, for every page). */
  onRouteChange: (href: string) => void;
  /** A page was shown, with its switches, once its head is in place. */
  page: (view: PageView, flags: PageThirdPartyFlags) => void;
}

export const startDeferredRuntime = ({
  session,
}: {
  session: SessionStore | null;
}): DeferredRuntime => {
  // After the head script's Consent Mode default, before any tag: a returning visitor's grant.
  if (usesTagManager()) startConsentMode(consent, window);

  /**
   * Segment and Sentry load only once a page that allows external scripts is shown (a landing
   * page's `external_scripts: false`, e.g. /ccw2025, keeps them off).
   */
  const whenPageAllows = () => thirdParties?.whenExternalScriptsAllowed() ?? Promise.resolve();

  // Segment, when configured: queued until performance consent, loaded when the page is idle.
  const analytics = startAnalytics({
    whenConsented,
    whenPageAllows,
    pageAllows: (path) => thirdParties?.pageAllowsExternalScripts(path) ?? Promise.resolve(true),
    allowsNow: () => thirdParties?.allowsExternalScriptsNow() ?? true,
    session,
  });
  // The ad platforms (tag manager, pixel) get each conversion too, once loaded with consent.
  onAdConversion((payload) => thirdParties?.conversion(adConversion(payload)));

  // Sentry, when configured: loaded when the page is idle; errors before that are kept.
  void startMonitoring({ whenPageAllows });

  // Third-party code and the banner's chunk wait until the page is loaded and idle.
  afterInteractive(() => {
    consentView.askIfUndecided();
    thirdParties?.interactive();
  });

  return {
    onRouteChange: (href) => analytics?.onRouteChange(href),
    page: (view, flags) => thirdParties?.page(view, flags),
  };
};
