/**
 * The team's call slots: the grid of src/lib/config/booking.ts on the working days of the
 * team's clock, as instants, and those instants as the days and times a visitor in another time
 * zone sees (the `{ date, times }` contract of the HTTP availability).
 */
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

/** The days either side of a range a zone's clock can be on: the widest UTC offsets are ±14 h. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS);
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS);

/** Every slot of the team from one team day to another (both included), in order. */
const teamSlotsBetween = (from: string, to: string, teamZone: string): Date[] =>
  daysBetween(from, to)
    .filter((date) => WORKING_DAYS.has(weekdayOf(date)))
    .flatMap((date) => gridTimes().map((time) => instantOf(date, time, teamZone)))
    .filter((instant) => instant !== undefined);

/** Whether an instant is one of the team's slots: a grid time of a working day on its clock. */
export const isTeamSlot = (instant: Date, teamZone: string): boolean => {
  const { date, time } = wallClockOf(instant, teamZone);
  return (
    WORKING_DAYS.has(weekdayOf(date)) &&
    isGridTime(time) &&
    instantOf(date, time, teamZone)?.getTime() === instant.getTime()
  );
};

/** Whether a slot may still be booked: it has not started and lies within the booking window. */
export const isBookable = (instant: Date, now: Date): boolean =>
  instant.getTime() > now.getTime() &&
  instant.getTime() <= now.getTime() + (BOOKING.daysAhead + 1) * DAY_MS;

/**
 * The visitor's days of `range` that hold team slots, each with the times (on the visitor's
 * clock) of the slots that are bookable and not in `taken` (keyed by `slotKey`). A day whose
 * slots are all taken or past is listed with no times.
 */
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

/** A slot's key in the store: its start in UTC, "20261124T090000Z" (iCalendar's form). */
export const slotKey = (instant: Date): string => icsUtc(instant);
