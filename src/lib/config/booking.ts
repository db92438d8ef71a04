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
  /** Not given by the spec: a booking sent to the booking function still unanswered after this fails. */
  bookingTimeoutMs: 25_000,
} as const;

/**
 * The booking function (netlify/functions/booking.ts): the team's slots, reserved once each in
 * Netlify Blobs, and the invitation. None of these is given by the spec.
 */
export const BOOKING_SERVICE = {
  /** Where the function answers: GET the free times, POST a booking. */
  path: '/api/booking',
  /** The Netlify Blobs store holding one entry per booked slot. */
  storeName: 'booking-slots',
  /** The team's time zone when BOOKING_TEAM_TIME_ZONE is unset. */
  defaultTeamTimeZone: 'Europe/London',
  /** How long a call lasts (one slot of the grid). */
  callMinutes: 15,
  /** The store is taken for down when it has not answered within this. */
  storeTimeoutMs: 5000,
  /** Each e-mail: attempts of at most `timeoutMs`, one more after each pause. */
  mailDelivery: { timeoutMs: 2500, retryDelaysMs: [500] },
  /** A request body larger than this is no booking. */
  maxBodyBytes: 10_000,
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
  /** The chosen time was booked by someone else meanwhile; the list is loaded again. */
  slotTaken: 'That time has just been taken; please choose another.',
  /** The chosen time is no longer offered (it has started, or the team's hours changed). */
  slotGone: 'That time can no longer be booked; please choose another.',
  storeDown:
    'Your call could not be booked: our booking system is not answering. Your choices are kept; please try again in a few minutes.',
  /** {email} is replaced. */
  storeDownTeamNotified:
    'Your call could not be booked: our booking system is not answering. The team has your details and will write to {email} to find a time; you can also try again in a few minutes.',
  pickDay: 'Choose a day',
  pickTime: 'Choose a time',
  detailsTitle: 'Your details',
  confirmationTitle: 'Your call is booked',
  /** {email}, {day}, {time} and {timeZone} are replaced in the three confirmations. */
  confirmation:
    'Your call is booked for {day} at {time} ({timeZone} time). We have sent an invitation to {email}. Speak soon!',
  confirmationNoInvitation:
    'Your call is booked for {day} at {time} ({timeZone} time), but the invitation to {email} could not be sent. We will write to you to confirm it.',
  /** Without the booking function the time is sent like a form: nobody has confirmed it yet. */
  requestedTitle: 'Your request is sent',
  confirmationRequested:
    'We have your request for a call on {day} at {time} ({timeZone} time) and will write to {email} to confirm it.',
  /** Step counter: {step} of {count}. */
  stepOf: 'Step {step} of {count}',
} as const;

/**
 * The e-mails of the booking function. No text the visitor typed goes into theirs: anyone can
 * book with anyone's address. {day}, {time}, {timeZone} are the visitor's; the team's e-mail
 * lists every detail.
 */
export const BOOKING_EMAILS = {
  invitationSubject: 'Your discovery call with Ethical Global Outsourcing, {day} at {time}',
  invitationText:
    'Hello,\n\nYour discovery call with Ethical Global Outsourcing is booked for {day} at {time} ({timeZone} time). The invitation is attached: open it to add the call to your calendar.\n\nTo change or cancel the call, reply to this e-mail.\n\nEthical Global Outsourcing',
  /** The calendar entry's title and description. */
  eventSummary: 'Discovery call with Ethical Global Outsourcing',
  eventDescription:
    'Your discovery call with Ethical Global Outsourcing.\nTo change or cancel it, reply to the invitation e-mail.',
  organizerName: 'Ethical Global Outsourcing',
  /** {name}, {company} and {when} are replaced. */
  teamBookedSubject: 'Call booked: {name}, {company}, {when}',
  teamNotBookedSubject: 'Call NOT booked (booking store down): {name}, {company}, {when}',
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
