import { DEFAULT_LOCALE } from '../../lib/site-config';

const dateFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'long',
  // Publish dates are days: read them in UTC so server and browser print the same day.
  timeZone: 'UTC',
});

/** "August 5, 2025" for "2025-08-05T09:00:00.000Z". */
export const formatPostDate = (isoDate: string): string => dateFormat.format(new Date(isoDate));
