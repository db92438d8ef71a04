import { utcMonthName } from '../../lib/month-names';
import { DEFAULT_LOCALE } from '../../lib/site-config';

/** The locale whose long date style `formatPostDate` writes (English month names). */
export const POST_DATE_LOCALE = DEFAULT_LOCALE;

/**
 * "August 5, 2025" for "2025-08-05T09:00:00.000Z": the long date style of en-US, written in the
 * data layer (gatsby/post-date-text.ts). Publish dates are days: read in UTC, so every build
 * prints the same day whatever the machine's time zone.
 */
export const formatPostDate = (isoDate: string): string => {
  const date = new Date(isoDate);
  return `${utcMonthName(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
