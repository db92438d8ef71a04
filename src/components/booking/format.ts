import { WEEKDAY_NAMES } from '../../lib/config/booking';
import { weekdayOf, type IsoDate } from '../../services/scheduling';

const DAY_AND_MONTH = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** "Monday 24 November": the same in every time zone, as the day is a calendar day. */
export const dayLabel = (date: IsoDate): string =>
  `${WEEKDAY_NAMES[weekdayOf(date)] ?? ''} ${DAY_AND_MONTH.format(new Date(`${date}T00:00:00Z`))}`;

/** A text with its {name} placeholders replaced. */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
