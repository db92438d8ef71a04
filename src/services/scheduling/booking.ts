/** Without the booking function (./booking-api.ts) a booking is submitted like any form. */
import { BOOKING } from '../../lib/config/booking';
import type { SubmitForm } from '../../forms/submission';
import { slotStart, type ClockTime, type IsoDate } from './grid';

export type { SubmitForm };

export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  notes: string;
}

/** The static form Netlify detects lists these. */
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

export interface ChosenSlot {
  date: IsoDate;
  time: ClockTime;
  timeZone: string;
}

/** Adds the UTC instant it starts, so no one has to convert. */
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

export const bookCall = (
  submit: SubmitForm,
  details: Readonly<BookingDetails>,
  slot: ChosenSlot,
): Promise<void> => submit(BOOKING.formName, bookingFields(details, slot));

/** `requested`: sent as a form, which nobody has confirmed yet. */
export type BookingOutcome = { kind: 'booked'; invitationSent: boolean } | { kind: 'requested' };

export type BookSlot = (
  details: Readonly<BookingDetails>,
  slot: ChosenSlot,
) => Promise<BookingOutcome>;

export const formBooking =
  (submit: SubmitForm): BookSlot =>
  async (details, slot) => {
    await bookCall(submit, details, slot);
    return { kind: 'requested' };
  };
