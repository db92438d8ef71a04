import { BOOKING_SERVICE } from '../lib/config/booking';
import { canonicalTimeZone, readBookingTeamConfig } from './booking-team';

describe("the booking function's settings", () => {
  it("take the team's time zone, London unless set, and an optional team address", () => {
    expect(readBookingTeamConfig({})).toEqual({
      timeZone: BOOKING_SERVICE.defaultTeamTimeZone,
      teamEmail: undefined,
    });
    expect(BOOKING_SERVICE.defaultTeamTimeZone).toBe('Europe/London');
    expect(
      readBookingTeamConfig({
        BOOKING_TEAM_TIME_ZONE: ' america/new_york ',
        BOOKING_TEAM_EMAIL: 'team@example.org',
      }),
    ).toEqual({ timeZone: 'America/New_York', teamEmail: 'team@example.org' });
  });

  it.each(['London', 'GMT+2:00', 'Europe/Atlantis'])(
    'stop on the time zone %p, naming the variable',
    (zone) => {
      expect(() => readBookingTeamConfig({ BOOKING_TEAM_TIME_ZONE: zone })).toThrow(
        'BOOKING_TEAM_TIME_ZONE must be an IANA time zone such as Europe/London',
      );
    },
  );

  it.each(['team', 'a@example.org, b@example.org', 'Team <team@example.org>'])(
    'stop on the team address %p, naming the variable',
    (address) => {
      expect(() => readBookingTeamConfig({ BOOKING_TEAM_EMAIL: address })).toThrow(
        'BOOKING_TEAM_EMAIL must be one plain e-mail address',
      );
    },
  );

  it('know a time zone by its IANA name', () => {
    expect(canonicalTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('')).toBeUndefined();
    expect(canonicalTimeZone('Nowhere')).toBeUndefined();
  });
});
