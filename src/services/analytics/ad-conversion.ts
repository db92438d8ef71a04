/** Spec section 7: in USD, with a value of 1 unless one is given. */
import { AD_CONVERSION } from '../../lib/config/analytics';
import type { AnalyticsEvents } from '.';

export interface AdConversion {
  conversion: string;
  value: number;
  currency: string;
}

export const adConversion = ({
  conversion,
  value = AD_CONVERSION.defaultValue,
}: AnalyticsEvents['ad_conversion']): AdConversion => ({
  conversion,
  value,
  currency: AD_CONVERSION.currency,
});
