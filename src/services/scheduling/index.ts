/** Framework-free; the booking views take a source and a booking function, so tests pass fakes. */
import { builtInAvailability } from './built-in-availability';
import { formBooking, type BookSlot, type SubmitForm } from './booking';
import { functionBooking } from './booking-api';
import { bookingConfig } from '../../settings/browser';
import type { SchedulingConfig } from '../../settings/booking';
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
  formBooking,
  type BookSlot,
  type BookingDetails,
  type BookingOutcome,
  type ChosenSlot,
  type SubmitForm,
} from './booking';
export { BookingError, type BookingFailure } from './booking-api';
export { gridTimes, slotStart, weekdayOf, type ClockTime, type IsoDate } from './grid';
export type { SchedulingConfig } from '../../settings/booking';

export const availabilitySource = (
  config: SchedulingConfig = bookingConfig(),
): AvailabilitySource =>
  config.availabilityUrl ? httpAvailability(config.availabilityUrl) : builtInAvailability;

export const bookingService = (
  submit: SubmitForm,
  config: SchedulingConfig = bookingConfig(),
): BookSlot => (config.bookingUrl ? functionBooking(config.bookingUrl) : formBooking(submit));
