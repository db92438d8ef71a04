/**
 * An ad conversion as every destination receives it (spec section 7): reported in USD, with a
 * value of 1 unless one is given. Segment gets it as an event (./event-mapping.ts); the tag
 * manager and the pixel get it from the third parties' runtime (src/services/third-parties).
 */
import { AD_CONVERSION } from '../../lib/config/analytics';
import type { AnalyticsEvents } from '.';

export interface AdConversion {
  /** What converted: a form's name, or `book-a-call`. */
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
