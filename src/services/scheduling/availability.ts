/**
 * The one interface the booking flow asks for free call times. Two sources implement it: the
 * configured HTTP endpoint (production) and the built-in default (local runs and tests).
 */
import { BOOKING } from '../../lib/config/booking';
import {
  daysFrom,
  isIsoDate,
  isSlotTime,
  isoDateOf,
  slotStart,
  type ClockTime,
  type IsoDate,
} from './grid';

/** The days asked for, both included, and the visitor's time zone (IANA name). */
export interface AvailabilityRange {
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
}

/** One day of the range and its free call times, in the range's time zone. */
export interface DayAvailability {
  date: IsoDate;
  times: readonly ClockTime[];
}

export interface AvailabilitySource {
  /** The days of the range a call may be booked on, in order, each with its free times. */
  availability: (range: AvailabilityRange, signal?: AbortSignal) => Promise<DayAvailability[]>;
}

let visitorTimeZone: string | undefined;

/** The visitor's time zone; UTC where the browser does not say. Asked once per page load. */
export const localTimeZone = (): string =>
  (visitorTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/** The booking window: today and the days after it, in the visitor's time zone. */
export const bookingRange = (now: Date, timeZone = localTimeZone()): AvailabilityRange => {
  const days = daysFrom(isoDateOf(now), BOOKING.daysAhead);
  return { from: days[0] ?? isoDateOf(now), to: days[days.length - 1] ?? isoDateOf(now), timeZone };
};

/** A day's times that have not started yet: a call cannot be booked in the past. */
export const futureTimes = (day: DayAvailability, now: Date): ClockTime[] =>
  day.times.filter((time) => slotStart(day.date, time).getTime() > now.getTime());

/** Whether any day still has a time to pick. */
export const hasFreeTime = (days: readonly DayAvailability[], now: Date): boolean =>
  days.some((day) => futureTimes(day, now).length > 0);

/**
 * An answer made safe to show: only days of the range, each once and in order, with only times
 * on the slot step, each once and in order. Anything that is not a list of days is refused.
 */
export const normaliseAvailability = (
  answer: unknown,
  range: AvailabilityRange,
): DayAvailability[] => {
  if (!Array.isArray(answer)) throw new Error('The availability answer is not a list of days');
  const byDate = new Map<IsoDate, Set<ClockTime>>();
  for (const entry of answer as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { date, times } = entry as { date?: unknown; times?: unknown };
    if (!isIsoDate(date) || date < range.from || date > range.to) continue;
    const free = byDate.get(date) ?? new Set<ClockTime>();
    if (Array.isArray(times))
      for (const time of times as unknown[]) if (isSlotTime(time)) free.add(time);
    byDate.set(date, free);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, times]) => ({ date, times: [...times].sort() }));
};
