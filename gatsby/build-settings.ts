/**
 * Every setting a build or `npm start` reads from the environment, checked when Gatsby starts
 * (gatsby-node.ts, onPreInit, before anything is sourced), so that a missing or malformed one
 * stops it with messages that name each variable and say what it takes.
 *
 * Not while Gatsby loads gatsby-config.ts or gatsby-node.ts: it checks the files it compiled by
 * loading them, takes an error thrown then for a failed compile, compiles again and goes on
 * with an empty configuration, so the build failed later on something unrelated ("Cannot find
 * InterfaceTypeComposer", "Cannot access 'h' before initialization"). Those files, and every
 * module they load, read the settings without throwing (the content source, the site's and the
 * client application's addresses and the worker count fall back to their defaults there).
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
import type { Env } from '../src/settings/values';

/** Each check reads its variables from `env` and throws a message naming them. */
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
  // The submission-created function's variables: a half-set or malformed one fails the deploy here.
  readEmailApiConfig,
  readLeadNotificationConfig,
  // The booking function's own settings (docs/booking.md).
  readBookingTeamConfig,
];

/** What is wrong with the settings in `env`, one message per check that fails; [] when none. */
export const buildSettingsProblems = (env: Env = processEnv()): string[] =>
  CHECKS.flatMap((check) => {
    try {
      check(env);
      return [];
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)];
    }
  });
