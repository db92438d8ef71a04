import { gridTimes } from '../../src/services/scheduling/grid';
import { isBookable, isTeamSlot, slotKey, visitorDays } from './team-slots';
import { instantOf, wallClockOf } from './zoned-time';

const LONDON = 'Europe/London';
const NOW = new Date('2026-11-23T09:00:00Z'); // Monday, 09:00 in London
const NONE: ReadonlySet<string> = new Set();

/** The times a visitor in `timeZone` is offered on `date`. */
const timesOn = (date: string, timeZone: string, now = NOW, taken = NONE) =>
  visitorDays({ from: date, to: date, timeZone }, LONDON, now, taken)[0]?.times;

describe('wall clocks in time zones', () => {
  it('turns a zone’s day and time into the instant and back', () => {
    expect(instantOf('2026-11-24', '09:00', LONDON)?.toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    expect(instantOf('2026-06-23', '09:00', LONDON)?.toISOString()).toBe(
      '2026-06-23T08:00:00.000Z',
    );
    expect(instantOf('2026-11-24', '18:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-11-24T09:00:00.000Z',
    );
    expect(wallClockOf(new Date('2026-11-24T09:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-24',
      time: '01:00',
    });
  });

  it('has no instant for a time the clock skips, and the first of a time it shows twice', () => {
    expect(instantOf('2026-03-08', '02:30', 'America/Los_Angeles')).toBeUndefined();
    expect(instantOf('2026-03-29', '01:30', LONDON)).toBeUndefined();
    expect(instantOf('2026-11-01', '01:30', 'America/Los_Angeles')?.toISOString()).toBe(
      '2026-11-01T08:30:00.000Z',
    );
    expect(instantOf('2026-10-25', '01:30', LONDON)?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe("the team's slots seen from another time zone", () => {
  it("gives a visitor in London the team's grid as it is", () => {
    expect(timesOn('2026-11-24', LONDON)).toEqual(gridTimes());
  });

  it("shows the team's 09:00 London slot at 18:00 in Tokyo, and its evening after midnight", () => {
    const tokyo = timesOn('2026-11-24', 'Asia/Tokyo') ?? [];
    // Monday 15:00 to 18:00 in London, then Tuesday 08:00 to 14:45.
    expect(tokyo.slice(0, 13)).toEqual(gridTimes('00:00', '03:00', 15));
    expect(tokyo.slice(13)).toEqual(gridTimes('17:00', '23:45', 15));
    expect(tokyo).toContain('18:00');
    expect(tokyo).toHaveLength(13 + 28);
  });

  it("shows the team's 09:00 London slot at 01:00 in Los Angeles", () => {
    const losAngeles = timesOn('2026-11-24', 'America/Los_Angeles');
    expect(losAngeles).toEqual(gridTimes('00:00', '10:00', 15));
    expect(losAngeles?.[4]).toBe('01:00');
  });

  it('follows summer time on both clocks', () => {
    const june = new Date('2026-06-22T07:00:00Z');
    expect(timesOn('2026-06-23', 'Asia/Tokyo', june)).toContain('17:00');
    expect(timesOn('2026-06-23', 'Asia/Tokyo', june)).not.toContain('15:45');
    expect(timesOn('2026-06-23', 'America/Los_Angeles', june)?.[4]).toBe('01:00');
  });

  it('moves by an hour for the weeks when only one of the clocks has changed', () => {
    const march = new Date('2026-03-02T07:00:00Z');
    const losAngeles = (date: string) => timesOn(date, 'America/Los_Angeles', march) ?? [];
    // London 09:00 before and after the United States start summer time (8 March).
    expect(losAngeles('2026-03-06')[0]).toBe('00:00');
    expect(losAngeles('2026-03-06')).toContain('01:00');
    expect(losAngeles('2026-03-09')[0]).toBe('01:00');
    expect(losAngeles('2026-03-09')).not.toContain('00:45');
    // ...and in Tokyo, before and after London starts summer time (29 March).
    const lateMarch = new Date('2026-03-23T07:00:00Z');
    const tokyo = (date: string) => timesOn(date, 'Asia/Tokyo', lateMarch) ?? [];
    expect(tokyo('2026-03-27')).toContain('18:00');
    expect(tokyo('2026-03-27')).not.toContain('16:45');
    expect(tokyo('2026-03-30')[0]).toBe('16:00');
    expect(tokyo('2026-03-30')).toContain('17:00');
  });

  it('leaves out the team’s weekend, the past and the taken slots', () => {
    expect(
      visitorDays({ from: '2026-11-28', to: '2026-11-29', timeZone: LONDON }, LONDON, NOW, NONE),
    ).toEqual([]);
    expect(timesOn('2026-11-23', LONDON)?.[0]).toBe('09:15');
    const taken = new Set([slotKey(new Date('2026-11-24T09:00:00Z'))]);
    expect(timesOn('2026-11-24', 'Asia/Tokyo', NOW, taken)).not.toContain('18:00');
    expect(timesOn('2026-11-24', 'Asia/Tokyo', NOW, taken)).toContain('18:15');
  });

  it('lists a day whose slots are all taken or past, with no times', () => {
    const evening = new Date('2026-11-23T18:00:00Z');
    expect(
      visitorDays(
        { from: '2026-11-23', to: '2026-11-23', timeZone: LONDON },
        LONDON,
        evening,
        NONE,
      ),
    ).toEqual([{ date: '2026-11-23', times: [] }]);
  });
});

describe('a slot of the team', () => {
  it('is a grid time of a working day on the team’s clock', () => {
    expect(isTeamSlot(new Date('2026-11-24T09:00:00Z'), LONDON)).toBe(true);
    expect(isTeamSlot(new Date('2026-06-23T08:00:00Z'), LONDON)).toBe(true);
    expect(isTeamSlot(new Date('2026-06-23T09:05:00Z'), LONDON)).toBe(false);
    expect(isTeamSlot(new Date('2026-11-24T18:15:00Z'), LONDON)).toBe(false);
    expect(isTeamSlot(new Date('2026-11-28T09:00:00Z'), LONDON)).toBe(false);
  });

  it('can be booked from the next minute to the end of the window', () => {
    expect(isBookable(new Date('2026-11-23T09:00:00Z'), NOW)).toBe(false);
    expect(isBookable(new Date('2026-11-23T09:15:00Z'), NOW)).toBe(true);
    expect(isBookable(new Date('2026-12-08T09:00:00Z'), NOW)).toBe(true);
    expect(isBookable(new Date('2026-12-08T09:15:00Z'), NOW)).toBe(false);
  });

  it('is stored under its UTC start', () => {
    expect(slotKey(new Date('2026-11-24T09:30:00Z'))).toBe('20261124T093000Z');
  });
});
