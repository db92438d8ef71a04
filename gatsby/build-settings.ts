/**
 * Checked in onPreInit, not while Gatsby loads its config files: an error thrown there is taken
 * for a failed compile and the build fails later on something unrelated. Those files never throw.
 */
import { resolveContentSource } from './content-source';
import { configuredThirdParties } from '../src/services/third-parties/registry';
import { readSchedulingConfig } from '../src/settings/booking';
import { readBookingTeamConfig } from '../src/settings/booking-team';
import { processEnv, readContentfulOffline, readCpuCount } from '../src/settings/build';
import { readEmailApiConfig } from '../src/settings/email-api';
import { readCountryLookupUrl, readDefaultPhoneCountry } from '../src/settings/forms';
import { readLeadNotificationConfig } from '../src/settings/lead-notification';
import { readRuntimeConfig } from '../src/settings/runtime';
import { readClientAppUrl, readSiteUrl } from '../src/settings/site';
import { readWebVitalsSampleRate } from '../src/settings/web-vitals';
import type { Env } from '../src/settings/values';

const CHECKS: readonly ((env: Env) => unknown)[] = [
  resolveContentSource,
  readCpuCount,
  readContentfulOffline,
  readSiteUrl,
  (env) => readClientAppUrl(env.GATSBY_CLIENT_APP_URL),
  (env) => readCountryLookupUrl(env.GATSBY_COUNTRY_LOOKUP_URL),
  (env) => readDefaultPhoneCountry(env.GATSBY_DEFAULT_PHONE_COUNTRY),
  readRuntimeConfig,
  readSchedulingConfig,
  configuredThirdParties,
  (env) => readWebVitalsSampleRate(env.GATSBY_WEB_VITALS_SAMPLE_RATE),
  // The functions' variables: a half-set or malformed one fails the deploy here, not at run time.
  readEmailApiConfig,
  readLeadNotificationConfig,
  readBookingTeamConfig,
];

export const buildSettingsProblems = (env: Env = processEnv()): string[] =>
  CHECKS.flatMap((check) => {
    try {
      check(env);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
