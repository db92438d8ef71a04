/**
 * Book-a-call: the scheduling grid and the booking flow (spec sections 2, 4, 7, 8 and 9).
 * Part of the site's settings (src/lib/site-config.ts), apart so that only the pages that use
 * them load them.
 */

/** The call-time grid and the booking window (spec sections 2 and 9). */
export const BOOKING = {
  /** Call times start every this many minutes... */
  slotMinutes: 15,
  /** ...from this local time... */
  firstSlot: '08:00',
  /** ...to this one, included (the time picker's last option). */
  lastSlot: '18:00',
  /** Not given by the spec: how many days, today included, a visitor may book ahead. */
  daysAhead: 14,
  /** Days of the built-in availability, as `Date.getDay()` numbers: Monday to Friday. */
  workingDays: [1, 2, 3, 4, 5],
  /** Not given by the spec: an availability request still unanswered after this fails. */
  timeoutMs: 8000,
  /** The form name the chosen slot is submitted under (like any other form of the site). */
  formName: 'book-a-call',
  /** Not given by the spec: the longest note a visitor may leave, in characters. */
  notesMaxLength: 1000,
} as const;

// The calls to action that open the booking dialog are in ./booking-cta.ts: the header's link,
// on every page, needs them alone, and a module comes to a page whole.

/** Texts of the booking flow; the two empty-availability messages are the spec's (section 8). */
export const BOOKING_MESSAGES = {
  noMeetings: 'No available meetings in this time slot.',
  noTimes: 'No available times to pick',
  dialogTitle: 'Book a Discovery Call',
  close: 'Close',
  /** Closes the dialog after the confirmation. */
  done: 'Done',
  back: 'Back',
  next: 'Continue',
  book: 'Book this time',
  booking: 'Booking your call…',
  loading: 'Loading the available times…',
  loadFailed: 'The available times could not be loaded.',
  retry: 'Try again',
  submitFailed:
    'Your call could not be booked: the connection failed. Your choices are kept; please try again.',
  pickDay: 'Choose a day',
  pickTime: 'Choose a time',
  detailsTitle: 'Your details',
  confirmationTitle: 'Your call is booked',
  /** {email}, {day}, {time} and {timeZone} are replaced. */
  confirmation:
    'We will send an invitation to {email} for {day} at {time} ({timeZone} time). Speak soon!',
  /** Step counter: {step} of {count}. */
  stepOf: 'Step {step} of {count}',
} as const;

/** Weekday names, Sunday first, as `Date.getDay()` numbers them (spec section 3). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
