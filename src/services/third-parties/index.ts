import { consent } from '../consent';
import { configuredInThisBuild } from './config';
import { createScriptGate, type LoadScript } from './load-script';
import { createThirdPartyRuntime, type ThirdPartyRuntime } from './runtime';

const browserGate = typeof document === 'undefined' ? null : createScriptGate(consent, document);

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
        report: (error) => console.warn(error),
      });

export { usesTagManager } from './in-this-build';
export { afterInteractive } from './after-interactive';
export { CONSENT_MODE_DEFAULT_SCRIPT, startConsentMode } from './consent-mode';
export { ALL_THIRD_PARTIES_ON, type PageThirdPartyFlags } from './runtime';
export type { LoadScript, LoadScriptOptions } from './load-script';
