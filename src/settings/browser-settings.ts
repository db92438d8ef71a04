/** Public values only, never a secret: the build writes them into every bundle. */
import {
  THIRD_PARTIES,
  configuredThirdParties,
  type ThirdPartyId,
} from '../services/third-parties/registry';
import { readSchedulingConfig, type SchedulingConfig } from './booking';
import { readCountryLookupUrl, readDefaultPhoneCountry } from './forms';
import { readRuntimeConfig, type RuntimeConfig } from './runtime';
import { readClientAppUrl, readSiteUrl } from './site';
import { givenSetting, type Env } from './values';
import { readWebVitalsSampleRate } from './web-vitals';

export interface BrowserSettings {
  nodeEnv: string;
  siteUrl: string;
  clientAppUrl: string;
  countryLookupUrl: string | null;
  defaultPhoneCountry: string | null;
  runtime: RuntimeConfig;
  booking: SchedulingConfig;
  /** The share of page views whose Core Web Vitals go to analytics, 0 to 1. */
  webVitalsSampleRate: number;
  thirdParties: {
    values: Partial<Record<ThirdPartyId, string>>;
    /** Literals webpack folds, so a build without one leaves its code out. */
    on: Record<ThirdPartyId, boolean>;
    asksForConsent: boolean;
  };
}

export const browserSettingsFrom = (env: Env): BrowserSettings => {
  const configured = configuredThirdParties(env);
  const values = Object.fromEntries(configured.map(({ party, value }) => [party.id, value]));
  return {
    nodeEnv: givenSetting(env.NODE_ENV) ?? 'production',
    siteUrl: readSiteUrl(env),
    clientAppUrl: readClientAppUrl(env.GATSBY_CLIENT_APP_URL),
    countryLookupUrl: readCountryLookupUrl(env.GATSBY_COUNTRY_LOOKUP_URL) ?? null,
    defaultPhoneCountry: readDefaultPhoneCountry(env.GATSBY_DEFAULT_PHONE_COUNTRY) ?? null,
    runtime: readRuntimeConfig(env),
    booking: readSchedulingConfig(env),
    webVitalsSampleRate: readWebVitalsSampleRate(env.GATSBY_WEB_VITALS_SAMPLE_RATE),
    thirdParties: {
      values,
      on: Object.fromEntries(
        THIRD_PARTIES.map(({ id }) => [id, values[id] !== undefined]),
      ) as Record<ThirdPartyId, boolean>,
      asksForConsent: configured.some(({ party }) => party.category !== 'necessary'),
    },
  };
};
