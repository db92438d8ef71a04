/**
 * The browser half of the settings: what the build wrote into the bundle as __SITE_SETTINGS__
 * (./browser-settings.ts says what, gatsby/webpack-config.ts writes it, jest.setup.js defines it
 * for tests). Code that must leave a module out of a build without it tests the constant's member
 * itself (`__SITE_SETTINGS__.thirdParties.on.sentry`): webpack folds that, not a function call.
 */
import type { ThirdPartyId } from '../services/third-parties/registry';
import type { BrowserSettings } from './browser-settings';
import type { SchedulingConfig } from './booking';
import type { RuntimeConfig } from './runtime';

declare global {
  // A `var`: the Jest setup assigns it as a property of globalThis.
  var __SITE_SETTINGS__: BrowserSettings;
}

/** NODE_ENV of the bundle: development, production, or test. */
export const nodeEnv = (): string => __SITE_SETTINGS__.nodeEnv;

/** The public address of this site, without a final slash. */
export const siteUrl = (): string => __SITE_SETTINGS__.siteUrl;

/** The client application's address (sign-in, sign-up, dashboard), without a final slash. */
export const clientAppUrl = (): string => __SITE_SETTINGS__.clientAppUrl;

/** The IP-to-country lookup's address; undefined: none. */
export const countryLookupUrl = (): string | undefined =>
  __SITE_SETTINGS__.countryLookupUrl ?? undefined;

/** The phone input's country when nothing else picks one; undefined: none. */
export const defaultPhoneCountry = (): string | undefined =>
  __SITE_SETTINGS__.defaultPhoneCountry ?? undefined;

/** The main API, the auth cookies and the new-build poll. */
export const runtimeConfig = (): RuntimeConfig => __SITE_SETTINGS__.runtime;

/** The availability, the booking function and the origins that may frame the booking page. */
export const bookingConfig = (): SchedulingConfig => __SITE_SETTINGS__.booking;

/** The checked value of each third party this build turns on. */
export const thirdPartyValues = (): Partial<Record<ThirdPartyId, string>> =>
  __SITE_SETTINGS__.thirdParties.values;

/** True when this build configures the third party `id`. */
export const configures = (id: ThirdPartyId): boolean => __SITE_SETTINGS__.thirdParties.on[id];

/** True when a configured third party needs consent: the banner and Cookie settings show. */
export const asksForConsent = (): boolean => __SITE_SETTINGS__.thirdParties.asksForConsent;
