/**
 * The third parties this build turns on, with the registry's entry for each (./registry.ts),
 * from the values the build checked and wrote into the bundle (src/settings/browser.ts).
 */
import { thirdPartyValues } from '../../settings/browser';
import { THIRD_PARTIES, type ConfiguredThirdParty } from './registry';

export const configuredInThisBuild = (): ConfiguredThirdParty[] => {
  const values = thirdPartyValues();
  return THIRD_PARTIES.flatMap((party) => {
    const value = values[party.id];
    return value === undefined ? [] : [{ party, value }];
  });
};
