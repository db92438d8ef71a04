/** The third-party half of the browser runtime, a chunk loaded after hydration (./index.ts). */
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
  onRouteChange: (href: string) => void;
  page: (view: PageView, flags: PageThirdPartyFlags) => void;
}

export const startDeferredRuntime = ({
  session,
}: {
  session: SessionStore | null;
}): DeferredRuntime => {
  // After the head script's Consent Mode default, before any tag: a returning visitor's grant.
  if (usesTagManager()) startConsentMode(consent, window);

  // A landing page's `external_scripts: false` keeps Segment and Sentry off.
  const whenPageAllows = () => thirdParties?.whenExternalScriptsAllowed() ?? Promise.resolve();

  const analytics = startAnalytics({
    whenConsented,
    whenPageAllows,
    pageAllows: (path) => thirdParties?.pageAllowsExternalScripts(path) ?? Promise.resolve(true),
    allowsNow: () => thirdParties?.allowsExternalScriptsNow() ?? true,
    session,
  });
  onAdConversion((payload) => thirdParties?.conversion(adConversion(payload)));

  void startMonitoring({ whenPageAllows });

  afterInteractive(() => {
    consentView.askIfUndecided();
    thirdParties?.interactive();
  });

  return {
    onRouteChange: (href) => analytics?.onRouteChange(href),
    page: (view, flags) => thirdParties?.page(view, flags),
  };
};
