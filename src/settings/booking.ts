/** Unset means built-in availability, bookings sent like a form, and a frame nobody may embed. */
import { givenSetting, httpUrl, invalidSetting } from './values';

export interface SchedulingConfig {
  availabilityUrl: string | null;
  bookingUrl: string | null;
  frameOrigins: string[];
}

export const SCHEDULING_VARIABLES = [
  'GATSBY_BOOKING_SLOTS_URL',
  'GATSBY_BOOKING_URL',
  'GATSBY_BOOKING_FRAME_ORIGINS',
] as const;

export type SchedulingEnv = Partial<Record<(typeof SCHEDULING_VARIABLES)[number], string>>;

const availabilityUrl = (value: string): string => {
  const expected = 'a path starting with / or an http(s) address, without #fragment';
  if (value.includes('#') || /\s/.test(value)) {
    throw invalidSetting('GATSBY_BOOKING_SLOTS_URL', value, expected);
  }
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (!httpUrl(value)) {
    throw invalidSetting('GATSBY_BOOKING_SLOTS_URL', value, expected);
  }
  return value;
};

/** Same origin only: the booking function is the site's own (no CORS). */
const bookingUrl = (value: string): string => {
  if (!/^\/(?!\/)[^\s#?]*$/.test(value)) {
    throw invalidSetting(
      'GATSBY_BOOKING_URL',
      value,
      'a path on this site starting with /, such as /api/booking',
    );
  }
  return value;
};

/** A CSP source origin: "*." subdomains and port "*" allowed, nothing after. */
const ORIGIN_SOURCE =
  /^https?:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::(?:\d{1,5}|\*))?$/;

const frameOrigin = (value: string): string => {
  const origin = value.replace(/\/$/, '').toLowerCase();
  if (!ORIGIN_SOURCE.test(origin)) {
    throw invalidSetting(
      'GATSBY_BOOKING_FRAME_ORIGINS',
      value,
      'origins such as https://partner.example, separated by spaces or commas',
    );
  }
  return origin;
};

export const readSchedulingConfig = (env: SchedulingEnv): SchedulingConfig => {
  const url = givenSetting(env.GATSBY_BOOKING_SLOTS_URL);
  const booking = givenSetting(env.GATSBY_BOOKING_URL);
  const origins = givenSetting(env.GATSBY_BOOKING_FRAME_ORIGINS);
  return {
    availabilityUrl: url === undefined ? null : availabilityUrl(url),
    bookingUrl: booking === undefined ? null : bookingUrl(booking),
    frameOrigins:
      origins === undefined
        ? []
        : [
            ...new Set(
              origins
                .split(/[\s,]+/)
                .filter(Boolean)
                .map(frameOrigin),
            ),
          ],
  };
};
