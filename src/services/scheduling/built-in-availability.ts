/**
 * The availability used when no endpoint is configured (local runs and tests): every working
 * day of the range with the full call-time grid.
 */
import { BOOKING } from '../../lib/config/booking';
import type { AvailabilityRange, AvailabilitySource, DayAvailability } from './availability';
import { daysBetween, gridTimes, weekdayOf } from './grid';

const WORKING_DAYS: ReadonlySet<number> = new Set(BOOKING.workingDays);

/** The working days from `range.from` to `range.to`, each with every grid time. */
export const builtInDays = (range: AvailabilityRange): DayAvailability[] => {
  const times = gridTimes();
  return daysBetween(range.from, range.to)
    .filter((date) => WORKING_DAYS.has(weekdayOf(date)))
    .map((date) => ({ date, times }));
};

export const builtInAvailability: AvailabilitySource = {
  availability: (range) => Promise.resolve(builtInDays(range)),
};
