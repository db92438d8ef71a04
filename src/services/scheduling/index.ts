/**
 * Scheduling: when a discovery call can be booked, and booking one. Framework-free; the
 * booking views (src/components/booking) take a source and a submit function, so tests pass
 * fakes.
 */
import { builtInAvailability } from './built-in-availability';
import { readSchedulingConfig, type SchedulingConfig } from './config';
import { httpAvailability } from './http-availability';
import type { AvailabilitySource } from './availability';

export {
  bookingRange,
  futureTimes,
  hasFreeTime,
  localTimeZone,
  type AvailabilityRange,
  type AvailabilitySource,
  type DayAvailability,
} from './availability';
export {
  BOOKING_FIELDS,
  bookCall,
  bookingFields,
  type BookingDetails,
  type ChosenSlot,
  type SubmitForm,
} from './booking';
export { gridTimes, slotStart, weekdayOf, type ClockTime, type IsoDate } from './grid';
export { readSchedulingConfig, type SchedulingConfig } from './config';

/** The configured endpoint, or the built-in availability when none is. */
export const availabilitySource = (
  config: SchedulingConfig = readSchedulingConfig(),
): AvailabilitySource =>
  config.availabilityUrl ? httpAvailability(config.availabilityUrl) : builtInAvailability;
