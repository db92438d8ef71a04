/** Building an Intl.DateTimeFormat loads locale data, a costly step of hydration on phones. */
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

export const utcMonthName = (date: Date): string => MONTH_NAMES[date.getUTCMonth()] ?? '';
