/** One store per page; in a frame the choice comes from the host page (./host-consent.ts). */
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

export const consentView = createConsentView(consent, { asks: !inFrame });

export { ConsentMount } from './consent-mount';
export type { ConsentView, ConsentViewStore } from './consent-view';
