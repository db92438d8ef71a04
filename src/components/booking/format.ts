import { WEEKDAY_NAMES } from '../../lib/config/booking';
import { utcMonthName } from '../../lib/month-names';
import { weekdayOf, type IsoDate } from '../../services/scheduling';

/** "Monday 24 November", without Intl (src/lib/month-names.ts): a calendar day in any zone. */
export const dayLabel = (date: IsoDate): string => {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAY_NAMES[weekdayOf(date)] ?? ''} ${day.getUTCDate()} ${utcMonthName(day)}`;
};

export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
