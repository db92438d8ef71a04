/** The team's call slots, and the days and times a visitor in another time zone sees. */
import { BOOKING } from '../../src/lib/config/booking';
import type {
  AvailabilityRange,
  DayAvailability,
} from '../../src/services/scheduling/availability';
import { daysBetween, gridTimes, isGridTime, weekdayOf } from '../../src/services/scheduling/grid';
import { icsUtc } from './ics';
import { instantOf, wallClockOf } from './zoned-time';

const DAY_MS = 86_400_000;
const WORKING_DAYS: ReadonlySet<number> = new Set(BOOKING.workingDays);

/** A day either side, as UTC offsets reach ±14 h. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS);

const teamSlotsBetween = (from: string, to: string, teamZone: string): Date[] =>
  daysBetween(from, to)
    .filter((date) => WORKING_DAYS.has(weekdayOf(date)))
    .flatMap((date) => gridTimes().map((time) => instantOf(date, time, teamZone)))
    .filter((instant) => instant !== undefined);

export const isTeamSlot = (instant: Date, teamZone: string): boolean => {
  const { date, time } = wallClockOf(instant, teamZone);
  return (
    WORKING_DAYS.has(weekdayOf(date)) &&
    isGridTime(time) &&
    instantOf(date, time, teamZone)?.getTime() === instant.getTime()
  );
};

export const isBookable = (instant: Date, now: Date): boolean =>
  instant.getTime() > now.getTime() &&
  instant.getTime() <= now.getTime() + (BOOKING.daysAhead + 1) * DAY_MS;

/** A day whose slots are all taken or past is listed with no times. */
export const visitorDays = (
  range: AvailabilityRange,
  teamZone: string,
  now: Date,
  taken: ReadonlySet<string>,
): DayAvailability[] => {
  const teamFrom = wallClockOf(dayBefore(range.from), teamZone).date;
  const teamTo = wallClockOf(dayAfter(range.to), teamZone).date;
  const byDate = new Map<string, string[]>();
  for (const instant of teamSlotsBetween(teamFrom, teamTo, teamZone)) {
    const { date, time } = wallClockOf(instant, range.timeZone);
    if (date < range.from || date > range.to) continue;
    const times = byDate.get(date) ?? [];
    if (isBookable(instant, now) && !taken.has(slotKey(instant))) times.push(time);
    byDate.set(date, times);
  }
  return [...byDate].map(([date, times]) => ({ date, times: [...new Set(times)].sort() }));
};

export const slotKey = (instant: Date): string => icsUtc(instant);
