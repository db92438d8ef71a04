/**
 * The third parties this build turns on, from the GATSBY_* variables Gatsby inlines into the
 * bundle. Each is named in full: Gatsby replaces the literal `process.env.GATSBY_…`
 * expressions at build time and nothing else. The build's settings check reads the same
 * variables (gatsby/build-settings.ts), so a malformed value stops the build naming it.
 */
import { configuredThirdParties, type ConfiguredThirdParty, type ThirdPartyId } from './registry';

const bundledEnv = (): Record<string, string | undefined> => ({
  GATSBY_EXTERNAL_SCRIPTS: process.env.GATSBY_EXTERNAL_SCRIPTS,
  GATSBY_GTM_ID: process.env.GATSBY_GTM_ID,
  GATSBY_SEGMENT_WRITE_KEY: process.env.GATSBY_SEGMENT_WRITE_KEY,
  GATSBY_SENTRY_DSN: process.env.GATSBY_SENTRY_DSN,
  GATSBY_HOTJAR_ID: process.env.GATSBY_HOTJAR_ID,
  GATSBY_LIVECHAT_LICENSE: process.env.GATSBY_LIVECHAT_LICENSE,
  GATSBY_FACEBOOK_PIXEL_ID: process.env.GATSBY_FACEBOOK_PIXEL_ID,
});

export const configuredInThisBuild = (): ConfiguredThirdParty[] =>
  configuredThirdParties(bundledEnv());

/** What the first load needs to know of this build's third parties (./in-this-build.ts). */
export interface ThirdPartiesInBuild {
  /** The ids of the configured ones. */
  on: ThirdPartyId[];
  /** Whether one of them needs consent: the banner and Cookie settings show. */
  asksForConsent: boolean;
}

export const thirdPartiesInBuild = (): ThirdPartiesInBuild => {
  const configured = configuredInThisBuild();
  return {
    on: configured.map(({ party }) => party.id),
    asksForConsent: configured.some(({ party }) => party.category !== 'necessary'),
  };
};
