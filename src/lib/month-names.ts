/**
 * The English month names, for dates written without Intl.DateTimeFormat: building one in the
 * browser loads the locale's data, the costliest single step of hydrating a page that writes
 * a date on a throttled phone CPU (about 290 ms at 4× slowdown on the blog, about 90 ms on the
 * booking frame). The blog's dates are now written by the build (gatsby/post-date-text.ts);
 * the booking flow writes its days in the browser. Tests compare what is written with Intl's
 * output for every month.
 */
export const MONTH_NAMES = [
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

/** The name of a date's month, read in UTC (`Date.getUTCMonth`). */
export const utcMonthName = (date: Date): string => MONTH_NAMES[date.getUTCMonth()] ?? '';
