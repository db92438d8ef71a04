/** Used when no endpoint is configured (local runs and tests). */
import { BOOKING } from '../../lib/config/booking';
import type { AvailabilityRange, AvailabilitySource, DayAvailability } from './availability';
import { daysBetween, gridTimes, weekdayOf } from './grid';

const WORKING_DAYS: ReadonlySet<number> = new Set(BOOKING.workingDays);

export const builtInDays = (range: AvailabilityRange): DayAvailability[] => {
  const times = gridTimes();
  return daysBetween(range.from, range.to)
    .filter((date) => WORKING_DAYS.has(weekdayOf(date)))
    .map((date) => ({ date, times }));
};

export const builtInAvailability: AvailabilitySource = {
  availability: (range) => Promise.resolve(builtInDays(range)),
};
