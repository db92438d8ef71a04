/**
 * Booking a call: the chosen slot and the visitor's details, either sent to the booking
 * function (./booking-api.ts), which reserves the slot and sends the invitation, or, without
 * it, submitted like any form of the site through the forms' submission service.
 */
import { BOOKING } from '../../lib/config/booking';
import type { SubmitForm } from '../../forms/submission';
import { slotStart, type ClockTime, type IsoDate } from './grid';

export type { SubmitForm };

/** The details the visitor gives before choosing a time, by field name. */
export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  notes: string;
}

/** Every field a booking submits, in order: the static form Netlify detects lists these. */
export const BOOKING_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'companyName',
  'companySize',
  'notes',
  'date',
  'time',
  'timeZone',
  'startsAt',
] as const;

/** What the visitor chose: a local day and time, in their time zone. */
export interface ChosenSlot {
  date: IsoDate;
  time: ClockTime;
  timeZone: string;
}

/**
 * The fields a booking submits: the details as entered, the local day, time and time zone
 * the visitor saw, and the instant it starts (UTC, ISO 8601) so no one has to convert.
 */
export const bookingFields = (
  details: Readonly<BookingDetails>,
  slot: ChosenSlot,
): Record<(typeof BOOKING_FIELDS)[number], string> => ({
  ...details,
  date: slot.date,
  time: slot.time,
  timeZone: slot.timeZone,
  startsAt: slotStart(slot.date, slot.time).toISOString(),
});

/** Submits a booking under the booking form's name. */
export const bookCall = (
  submit: SubmitForm,
  details: Readonly<BookingDetails>,
  slot: ChosenSlot,
): Promise<void> => submit(BOOKING.formName, bookingFields(details, slot));

/**
 * What became of a booking: the booking function reserved the slot (and says whether the
 * invitation went out), or the details were sent as a form, which nobody has confirmed yet.
 */
export type BookingOutcome = { kind: 'booked'; invitationSent: boolean } | { kind: 'requested' };

/** Books a slot; rejects when it could not (./booking-api.ts's BookingError says why). */
export type BookSlot = (
  details: Readonly<BookingDetails>,
  slot: ChosenSlot,
) => Promise<BookingOutcome>;

/** Booking without the booking function: the form submission. */
export const formBooking =
  (submit: SubmitForm): BookSlot =>
  async (details, slot) => {
    await bookCall(submit, details, slot);
    return { kind: 'requested' };
  };
