/**
 * What the browser may know of the settings, checked: public values only (GATSBY_ variables, the
 * site's address, NODE_ENV), never a secret. The build writes them into every bundle as
 * __SITE_SETTINGS__ (gatsby/webpack-config.ts); the Jest setup defines the same (jest.setup.js).
 */
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

export interface BrowserSettings {
  /** NODE_ENV: development under `gatsby develop`, production in a build, test in Jest. */
  nodeEnv: string;
  siteUrl: string;
  clientAppUrl: string;
  /** The IP-to-country lookup, or null: none. */
  countryLookupUrl: string | null;
  /** The phone input's country when nothing else picks one, or null: none. */
  defaultPhoneCountry: string | null;
  runtime: RuntimeConfig;
  booking: SchedulingConfig;
  thirdParties: {
    /** The checked value (an id, a key, a DSN) of each third party this build turns on. */
    values: Partial<Record<ThirdPartyId, string>>;
    /** Whether each is on: literals webpack folds, so a build without one leaves its code out. */
    on: Record<ThirdPartyId, boolean>;
    /** Whether one of them needs consent: the banner and Cookie settings show. */
    asksForConsent: boolean;
  };
}

/** The browser's settings from `env`; a malformed variable throws an error naming it. */
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
    thirdParties: {
      values,
      on: Object.fromEntries(
        THIRD_PARTIES.map(({ id }) => [id, values[id] !== undefined]),
      ) as Record<ThirdPartyId, boolean>,
      asksForConsent: configured.some(({ party }) => party.category !== 'necessary'),
    },
  };
};
