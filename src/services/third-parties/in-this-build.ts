/**
 * Which third parties this build turns on, as the first load needs to know it: their ids, and
 * whether one of them asks for consent. The build works it out once, with the registry's check
 * (./config.ts), and writes the answer into the bundle as THIRD_PARTIES_IN_BUILD
 * (gatsby/webpack-config.ts), so every page's first load carries two values rather than the
 * registry with its patterns and CSP origins (about 1 KB brotli). The browser runtime's
 * third-party chunk, which needs the values themselves, reads ./config.ts.
 *
 * Code that requires a module only when a third party is on tests a literal the build writes
 * beside it (THIRD_PARTY_SENTRY_ON, THIRD_PARTY_SEGMENT_ON, THIRD_PARTIES_ASK_CONSENT), since
 * webpack folds only a test written out where the module is required: a call of the functions
 * below is not one.
 */
import type { ThirdPartiesInBuild } from './config';
import type { ThirdPartyId } from './registry';

// In a bundle the test is a constant and webpack leaves out the other branch, and the module
// it requires; without one (Jest), the answer is worked out from the variables, as the build does.
const inThisBuild = (): ThirdPartiesInBuild =>
  typeof process.env.THIRD_PARTIES_IN_BUILD === 'string'
    ? (JSON.parse(process.env.THIRD_PARTIES_IN_BUILD) as ThirdPartiesInBuild)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./config') as typeof import('./config')).thirdPartiesInBuild();

/** True when this build configures the third party `id`. */
export const configures = (id: ThirdPartyId): boolean => inThisBuild().on.includes(id);

/** True when a configured third party needs consent: the banner and Cookie settings show. */
export const asksForConsent = (): boolean => inThisBuild().asksForConsent;

/** True when the tag manager is configured: its Consent Mode default goes in every head. */
export const usesTagManager = (): boolean => configures('tagManager');
