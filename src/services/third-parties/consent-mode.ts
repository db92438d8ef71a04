/**
 * Google Consent Mode (spec section 4): every advertising and analytics signal is denied by
 * default before any Google tag loads; granting the targeting category grants them; revoking
 * it denies them again. Google's tags read `consent` commands from `window.dataLayer`, which
 * must be the `arguments` object of a `gtag()` call, not an array.
 */
import type { Consent } from '../consent';

/** The signals Consent Mode knows for ads and analytics. */
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

/**
 * The head script that sets the default before anything else runs. It is a constant, never
 * built from configuration, so the Content-Security-Policy can allow it by its hash.
 */
export const CONSENT_MODE_DEFAULT_SCRIPT =
  'window.dataLayer=window.dataLayer||[];' +
  'function gtag(){dataLayer.push(arguments);}' +
  `gtag('consent','default',${JSON.stringify(allSignals('denied'))});`;

export interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** Pushes a gtag command the way Google's snippet does: as an `arguments` object. */
export const gtagCommand = (win: DataLayerWindow, ...command: unknown[]): void => {
  // Google's tags tell a gtag command from an event by its being an `arguments` object.
  const argumentsOf = function (..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  };
  (win.dataLayer ??= []).push(argumentsOf(...command));
};

const targetingSignals = (granted: ReadonlySet<string>) =>
  allSignals(granted.has('targeting') ? 'granted' : 'denied');

/**
 * Sends an update for a returning visitor who granted targeting, then one after every change
 * of choice. Call it before any tag loads, after the head script set the default.
 */
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
