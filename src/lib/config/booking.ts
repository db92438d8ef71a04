/** Book-a-call settings (spec sections 2, 4, 7, 8 and 9), apart so only its pages load them. */
export const BOOKING = {
  slotMinutes: 15,
  firstSlot: '08:00',
  /** Included: the time picker's last option. */
  lastSlot: '18:00',
  /** Not in the spec; today included. */
  daysAhead: 14,
  /** `Date.getDay()` numbers. */
  workingDays: [1, 2, 3, 4, 5],
  timeoutMs: 8000,
  formName: 'book-a-call',
  notesMaxLength: 1000,
  bookingTimeoutMs: 25_000,
} as const;

/** For netlify/functions/booking.ts; none of these is in the spec. */
export const BOOKING_SERVICE = {
  path: '/api/booking',
  storeName: 'booking-slots',
  defaultTeamTimeZone: 'Europe/London',
  callMinutes: 15,
  storeTimeoutMs: 5000,
  mailDelivery: { timeoutMs: 2500, retryDelaysMs: [500] },
  maxBodyBytes: 10_000,
} as const;

/** The two empty-availability messages are the spec's (section 8). */
export const BOOKING_MESSAGES = {
  noMeetings: 'No available meetings in this time slot.',
  noTimes: 'No available times to pick',
  dialogTitle: 'Book a Discovery Call',
  close: 'Close',
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
  slotTaken: 'That time has just been taken; please choose another.',
  slotGone: 'That time can no longer be booked; please choose another.',
  storeDown:
    'Your call could not be booked: our booking system is not answering. Your choices are kept; please try again in a few minutes.',
  storeDownTeamNotified:
    'Your call could not be booked: our booking system is not answering. The team has your details and will write to {email} to find a time; you can also try again in a few minutes.',
  pickDay: 'Choose a day',
  pickTime: 'Choose a time',
  detailsTitle: 'Your details',
  confirmationTitle: 'Your call is booked',
  confirmation:
    'Your call is booked for {day} at {time} ({timeZone} time). We have sent an invitation to {email}. Speak soon!',
  confirmationNoInvitation:
    'Your call is booked for {day} at {time} ({timeZone} time), but the invitation to {email} could not be sent. We will write to you to confirm it.',
  /** Without the booking function nobody has confirmed the time yet. */
  requestedTitle: 'Your request is sent',
  confirmationRequested:
    'We have your request for a call on {day} at {time} ({timeZone} time) and will write to {email} to confirm it.',
  stepOf: 'Step {step} of {count}',
} as const;

/** No text the visitor typed goes into their e-mail: anyone can book with anyone's address. */
export const BOOKING_EMAILS = {
  invitationSubject: 'Your discovery call with Ethical Global Outsourcing, {day} at {time}',
  invitationText:
    'Hello,\n\nYour discovery call with Ethical Global Outsourcing is booked for {day} at {time} ({timeZone} time). The invitation is attached: open it to add the call to your calendar.\n\nTo change or cancel the call, reply to this e-mail.\n\nEthical Global Outsourcing',
  eventSummary: 'Discovery call with Ethical Global Outsourcing',
  eventDescription:
    'Your discovery call with Ethical Global Outsourcing.\nTo change or cancel it, reply to the invitation e-mail.',
  organizerName: 'Ethical Global Outsourcing',
  teamBookedSubject: 'Call booked: {name}, {company}, {when}',
  teamNotBookedSubject: 'Call NOT booked (booking store down): {name}, {company}, {when}',
} as const;

/** Sunday first, as `Date.getDay()` numbers them (spec section 3). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
