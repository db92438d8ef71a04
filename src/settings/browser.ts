/**
 * To leave a module out of a build, test `__SITE_SETTINGS__.…` itself, not these functions:
 * webpack folds only the constant.
 */
import type { ThirdPartyId } from '../services/third-parties/registry';
import type { BrowserSettings } from './browser-settings';
import type { SchedulingConfig } from './booking';
import type { RuntimeConfig } from './runtime';

declare global {
  // A `var` because the Jest setup assigns it on globalThis.
  var __SITE_SETTINGS__: BrowserSettings;
}

export const nodeEnv = (): string => __SITE_SETTINGS__.nodeEnv;

export const siteUrl = (): string => __SITE_SETTINGS__.siteUrl;

export const clientAppUrl = (): string => __SITE_SETTINGS__.clientAppUrl;

export const countryLookupUrl = (): string | undefined =>
  __SITE_SETTINGS__.countryLookupUrl ?? undefined;

export const defaultPhoneCountry = (): string | undefined =>
  __SITE_SETTINGS__.defaultPhoneCountry ?? undefined;

export const runtimeConfig = (): RuntimeConfig => __SITE_SETTINGS__.runtime;

export const bookingConfig = (): SchedulingConfig => __SITE_SETTINGS__.booking;

export const webVitalsSampleRate = (): number => __SITE_SETTINGS__.webVitalsSampleRate;

export const thirdPartyValues = (): Partial<Record<ThirdPartyId, string>> =>
  __SITE_SETTINGS__.thirdParties.values;

export const configures = (id: ThirdPartyId): boolean => __SITE_SETTINGS__.thirdParties.on[id];

export const asksForConsent = (): boolean => __SITE_SETTINGS__.thirdParties.asksForConsent;
