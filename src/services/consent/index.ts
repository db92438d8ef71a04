/**
 * The visitor's cookie consent, one store per page: anything that needs consent asks
 * `hasConsent(category)`, waits with `whenConsented(category)` or follows
 * `onConsentChange(listener)`. In the browser the choice is read from and kept in a cookie;
 * on the server and in Jest it lives in memory and starts undecided (only `necessary`).
 */
import { cookieConsentStorage } from './consent-cookie';
import { createConsent, memoryConsentStorage, type Consent } from './consent-store';
import { createConsentView } from './consent-view';

export const consent: Consent = createConsent(
  typeof document === 'undefined'
    ? memoryConsentStorage()
    : cookieConsentStorage(document, { secure: window.location.protocol === 'https:' }),
);

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
export const consentView = createConsentView(consent);

export { ConsentMount } from './consent-mount';
export type { ConsentView, ConsentViewStore } from './consent-view';
