import { utcMonthName } from '../../lib/month-names';
import { DEFAULT_LOCALE } from '../../lib/site-config';

export const POST_DATE_LOCALE = DEFAULT_LOCALE;

/** Read in UTC, so every build prints the same day whatever the machine's time zone. */
export const formatPostDate = (isoDate: string): string => {
  const date = new Date(isoDate);
  return `${utcMonthName(date)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
};
