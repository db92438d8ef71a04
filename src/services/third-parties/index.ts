/**
 * The third parties of this page: the runtime that starts them (null on the server), the
 * consent gate every third-party script goes through, and what the build configured.
 */
import { consent } from '../consent';
import { configuredInThisBuild } from './config';
import { createScriptGate, type LoadScript } from './load-script';
import { createThirdPartyRuntime, type ThirdPartyRuntime } from './runtime';

const browserGate = typeof document === 'undefined' ? null : createScriptGate(consent, document);

/** Adds a script once its category has consent; refuses it otherwise (and on the server). */
export const loadScript: LoadScript = (url, options) =>
  browserGate
    ? browserGate(url, options)
    : Promise.reject(new Error(`Refused ${url}: not in a browser`));

export const thirdParties: ThirdPartyRuntime | null =
  typeof window === 'undefined'
    ? null
    : createThirdPartyRuntime({
        configured: configuredInThisBuild(),
        consent,
        loadScript,
        win: window,
        reload: () => window.location.reload(),
        // A blocked or failed library leaves the page working; the console says which.
        report: (error) => console.warn(error),
      });

export { usesTagManager } from './in-this-build';
export { afterInteractive } from './after-interactive';
export { CONSENT_MODE_DEFAULT_SCRIPT, startConsentMode } from './consent-mode';
export { ALL_THIRD_PARTIES_ON, type PageThirdPartyFlags } from './runtime';
export type { LoadScript, LoadScriptOptions } from './load-script';
