/** Google Consent Mode (spec section 4): every signal denied until targeting is granted. */
import type { Consent } from '../consent';

export const CONSENT_MODE_SIGNALS = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
] as const;

type ConsentModeValue = 'granted' | 'denied';
type ConsentModeSettings = Record<(typeof CONSENT_MODE_SIGNALS)[number], ConsentModeValue>;

const allSignals = (value: ConsentModeValue) =>
  Object.fromEntries(CONSENT_MODE_SIGNALS.map((signal) => [signal, value])) as ConsentModeSettings;

/** A constant, never built from configuration, so the CSP can allow it by its hash. */
export const CONSENT_MODE_DEFAULT_SCRIPT =
  'window.dataLayer=window.dataLayer||[];' +
  'function gtag(){dataLayer.push(arguments);}' +
  `gtag('consent','default',${JSON.stringify(allSignals('denied'))});`;

export interface DataLayerWindow {
  dataLayer?: unknown[];
}

export const gtagCommand = (win: DataLayerWindow, ...command: unknown[]): void => {
  const argumentsOf = function (..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- Google's tags only read `arguments` objects
    return arguments;
  };
  (win.dataLayer ??= []).push(argumentsOf(...command));
};

const targetingSignals = (granted: ReadonlySet<string>) =>
  allSignals(granted.has('targeting') ? 'granted' : 'denied');

/** Call it before any tag loads, after the head script set the default. */
export const startConsentMode = (
  consent: Pick<Consent, 'getSnapshot' | 'onConsentChange'>,
  win: DataLayerWindow,
): (() => void) => {
  let sent = targetingSignals(consent.getSnapshot().granted);
  if (sent.ad_storage === 'granted') gtagCommand(win, 'consent', 'update', sent);
  return consent.onConsentChange((granted) => {
    const next = targetingSignals(granted);
    if (next.ad_storage === sent.ad_storage) return;
    sent = next;
    gtagCommand(win, 'consent', 'update', next);
  });
};
