/** For netlify/booking/; also read by the build's check, so a malformed value fails the deploy. */
import { BOOKING_SERVICE } from '../lib/config/booking';
import { isPlainMailAddress } from '../lib/mail-address';
import { givenSetting, invalidSetting, type Env } from './values';

export interface BookingTeamConfig {
  /** Canonical, as Intl names it. */
  timeZone: string;
  /** Unset: the e-mail API's sender. */
  teamEmail: string | undefined;
}

export const canonicalTimeZone = (name: string): string | undefined => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

export const readBookingTeamConfig = (env: Env): BookingTeamConfig => {
  const zone = givenSetting(env.BOOKING_TEAM_TIME_ZONE);
  const timeZone = canonicalTimeZone(zone ?? BOOKING_SERVICE.defaultTeamTimeZone);
  if (timeZone === undefined) {
    throw invalidSetting(
      'BOOKING_TEAM_TIME_ZONE',
      zone ?? '',
      'an IANA time zone such as Europe/London',
    );
  }
  const teamEmail = givenSetting(env.BOOKING_TEAM_EMAIL);
  if (teamEmail !== undefined && !isPlainMailAddress(teamEmail)) {
    throw invalidSetting(
      'BOOKING_TEAM_EMAIL',
      teamEmail,
      'one plain e-mail address such as team@example.org',
    );
  }
  return { timeZone, teamEmail };
};
