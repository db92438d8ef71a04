/**
 * The visitor's cookie consent, one store per page: anything that needs consent asks
 * `hasConsent(category)`, waits with `whenConsented(category)` or follows
 * `onConsentChange(listener)`. In the browser the choice is read from and kept in a cookie;
 * on the server and in Jest it lives in memory and starts undecided (only `necessary`). In a
 * frame (the booking frame on another site) it lives in memory too, comes from the host page
 * (./host-consent.ts), and the banner never shows.
 */
import { bookingConfig } from '../../settings/browser';
import { cookieConsentStorage } from './consent-cookie';
import { createConsent, memoryConsentStorage, type Consent } from './consent-store';
import { createConsentView } from './consent-view';
import { listenForHostConsent } from './host-consent';

const inFrame = typeof window !== 'undefined' && window.self !== window.top;

export const consent: Consent = createConsent(
  typeof document === 'undefined' || inFrame
    ? memoryConsentStorage()
    : cookieConsentStorage(document, { secure: window.location.protocol === 'https:' }),
);

if (inFrame) {
  listenForHostConsent({
    win: window,
    origins: bookingConfig().frameOrigins,
    consent,
  });
}

export const hasConsent: Consent['hasConsent'] = (category) => consent.hasConsent(category);
export const whenConsented: Consent['whenConsented'] = (category) =>
  consent.whenConsented(category);
export const onConsentChange: Consent['onConsentChange'] = (listener) =>
  consent.onConsentChange(listener);

export { createConsent, memoryConsentStorage } from './consent-store';
export type {
  Consent,
  ConsentCategory,
  ConsentListener,
  ConsentState,
  ConsentStorage,
  OptionalCategory,
} from './consent-store';

/** What of the consent interface is open; the footer's Cookie settings opens the dialog. */
export const consentView = createConsentView(consent, { asks: !inFrame });

export { ConsentMount } from './consent-mount';
export type { ConsentView, ConsentViewStore } from './consent-view';
