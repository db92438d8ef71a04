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

export interface AvailabilityRange {
  from: IsoDate;
  to: IsoDate;
  timeZone: string;
}

export interface DayAvailability {
  date: IsoDate;
  times: readonly ClockTime[];
}

export interface AvailabilitySource {
  availability: (range: AvailabilityRange, signal?: AbortSignal) => Promise<DayAvailability[]>;
}

let visitorTimeZone: string | undefined;

export const localTimeZone = (): string =>
  (visitorTimeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

export const bookingRange = (now: Date, timeZone = localTimeZone()): AvailabilityRange => {
  const days = daysFrom(isoDateOf(now), BOOKING.daysAhead);
  return { from: days[0] ?? isoDateOf(now), to: days[days.length - 1] ?? isoDateOf(now), timeZone };
};

export const futureTimes = (day: DayAvailability, now: Date): ClockTime[] =>
  day.times.filter((time) => slotStart(day.date, time).getTime() > now.getTime());

export const hasFreeTime = (days: readonly DayAvailability[], now: Date): boolean =>
  days.some((day) => futureTimes(day, now).length > 0);

/** Makes an answer safe to show: only the range's days and slot-step times, each once, in order. */
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
