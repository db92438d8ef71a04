/**
 * The booking function's own settings (netlify/booking/): the team's time zone, whose clock the
 * call-time grid is laid on, and where the team hears of each booking. Read by the function on
 * every request and by the build's settings check, so a malformed value fails the deploy.
 */
import { BOOKING_SERVICE } from '../lib/config/booking';
import { isPlainMailAddress } from '../lib/mail-address';
import { givenSetting, invalidSetting, type Env } from './values';

export interface BookingTeamConfig {
  /** An IANA time zone, in the name Intl gives it ("Europe/London"). */
  timeZone: string;
  /** Where the team's e-mail about each booking goes; unset: the e-mail API's sender. */
  teamEmail: string | undefined;
}

/** The zone's canonical IANA name, or undefined when Intl does not know the zone. */
export const canonicalTimeZone = (name: string): string | undefined => {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** BOOKING_TEAM_TIME_ZONE (default BOOKING_SERVICE.defaultTeamTimeZone) and BOOKING_TEAM_EMAIL. */
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
