/**
 * Booking a call: the chosen slot and the visitor's details submitted like any form of the
 * site, through the forms' submission service (injected, so tests can pass a fake).
 */
import { BOOKING } from '../../lib/config/booking';
import type { SubmitForm } from '../forms/submission';
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
