/** The booking's e-mails: the visitor's invitation and the team's notice. */
import { BOOKING_EMAILS, WEEKDAY_NAMES } from '../../src/lib/config/booking';
import { COMPANY_SIZES } from '../../src/forms/config';
import { MONTH_NAMES } from '../../src/lib/month-names';
import type { BookingDetails } from '../../src/services/scheduling/booking';
import { weekdayOf } from '../../src/services/scheduling/grid';
import { invitationIcs } from './ics';
import { calendarAttachment, type MailMessage } from './mail';
import { wallClockOf } from './zoned-time';

export interface Booking extends BookingDetails {
  timeZone: string;
  start: Date;
  end: Date;
  /** Also the event's UID before the site's host. */
  key: string;
}

const fill = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const dayLabel = (date: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[weekdayOf(date)] ?? ''} ${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`;
};

export const whenIn = (instant: Date, timeZone: string): string => {
  const { date, time } = wallClockOf(instant, timeZone);
  return `${dayLabel(date)} at ${time} (${timeZone})`;
};

export const bookingIcs = (booking: Booking, teamEmail: string, host: string, stamp: Date) =>
  invitationIcs({
    uid: `${booking.key}@${host}`,
    stamp,
    start: booking.start,
    end: booking.end,
    summary: BOOKING_EMAILS.eventSummary,
    description: BOOKING_EMAILS.eventDescription,
    organizer: { name: BOOKING_EMAILS.organizerName, email: teamEmail },
    attendeeEmail: booking.email,
  });

/** Holds nothing the visitor typed but their address, which it goes to. */
export const invitationMail = (booking: Booking, ics: string): MailMessage => {
  const { date, time } = wallClockOf(booking.start, booking.timeZone);
  const values = { day: dayLabel(date), time, timeZone: booking.timeZone };
  return {
    to: booking.email,
    subject: fill(BOOKING_EMAILS.invitationSubject, values),
    text: fill(BOOKING_EMAILS.invitationText, values),
    attachments: [calendarAttachment(ics)],
  };
};

export type TeamNews = 'invited' | 'not-invited' | 'store-down';

const NEWS: Record<TeamNews, string> = {
  invited: 'The call is booked and the invitation was sent to the visitor.',
  'not-invited':
    'The call is booked, but the invitation could NOT be sent: please write to the visitor to confirm it.',
  'store-down':
    'The call could NOT be booked: the booking store did not answer. The visitor was told the team will write to them to find a time.',
};

export const teamMail = (
  booking: Booking,
  news: TeamNews,
  teamEmail: string,
  teamZone: string,
  ics: string,
): MailMessage => {
  const name = `${booking.firstName} ${booking.lastName}`;
  const size = COMPANY_SIZES.find(({ value }) => value === booking.companySize)?.label ?? '';
  const subject = news === 'store-down' ? 'teamNotBookedSubject' : 'teamBookedSubject';
  return {
    to: teamEmail,
    subject: fill(BOOKING_EMAILS[subject], {
      name,
      company: booking.companyName,
      when: whenIn(booking.start, teamZone),
    }),
    text: [
      NEWS[news],
      '',
      `When: ${whenIn(booking.start, teamZone)}, ${booking.start.toISOString()}`,
      `The visitor's time: ${whenIn(booking.start, booking.timeZone)}`,
      '',
      `Name: ${name}`,
      `E-mail: ${booking.email}`,
      `Company: ${booking.companyName} (${size})`,
      `Notes: ${booking.notes}`,
    ].join('\n'),
    attachments: news === 'store-down' ? [] : [calendarAttachment(ics)],
  };
};
