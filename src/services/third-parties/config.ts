import { thirdPartyValues } from '../../settings/browser';
import { THIRD_PARTIES, type ConfiguredThirdParty } from './registry';

export const configuredInThisBuild = (): ConfiguredThirdParty[] => {
  const values = thirdPartyValues();
  return THIRD_PARTIES.flatMap((party) => {
    const value = values[party.id];
    return value === undefined ? [] : [{ party, value }];
  });
};
