import { DEFAULT_LOCALE } from '../../lib/site-config';

// The month names of DEFAULT_LOCALE (en-US). Not Intl.DateTimeFormat: building one in the
// browser loads the locale's data, the costliest single step of hydrating a blog page on a
// throttled phone CPU (about 290 ms at 4× slowdown, measured with `bench:weight --profile`).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The locale whose long date style `formatPostDate` writes. */
export const POST_DATE_LOCALE = DEFAULT_LOCALE;

/**
 * "August 5, 2025" for "2025-08-05T09:00:00.000Z": the long date style of en-US. Publish dates
 * are days: read in UTC so server and browser print the same day.
 */
export const formatPostDate = (isoDate: string): string => {
  const date = new Date(isoDate);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
