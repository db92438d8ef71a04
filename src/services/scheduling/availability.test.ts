import { BOOKING } from '../../lib/config/booking';
import {
  bookingRange,
  futureTimes,
  hasFreeTime,
  normaliseAvailability,
  type AvailabilityRange,
} from './availability';
import { builtInAvailability, builtInDays } from './built-in-availability';
import { gridTimes, weekdayOf } from './grid';

const range: AvailabilityRange = { from: '2026-11-23', to: '2026-12-06', timeZone: 'UTC' };

describe('the booking window', () => {
  beforeEach(() => jest.useFakeTimers().setSystemTime(new Date(2026, 10, 27, 15, 20)));
  afterEach(() => jest.useRealTimers());

  it('starts today and lasts the configured number of days', () => {
    expect(bookingRange(new Date(), 'Europe/Paris')).toEqual({
      from: '2026-11-27',
      to: '2026-12-10',
      timeZone: 'Europe/Paris',
    });
    expect(BOOKING.daysAhead).toBe(14);
  });

  it('offers only times that have not started', () => {
    const day = { date: '2026-11-27', times: gridTimes() };
    const now = new Date();
    expect(futureTimes(day, now)[0]).toBe('15:30');
    expect(futureTimes(day, now)).toHaveLength(11);
    expect(futureTimes({ date: '2026-11-30', times: gridTimes() }, now)).toHaveLength(41);
  });

  it('has nothing to pick when every time has passed', () => {
    jest.setSystemTime(new Date(2026, 10, 27, 18, 0));
    const now = new Date();
    expect(hasFreeTime([{ date: '2026-11-27', times: gridTimes() }], now)).toBe(false);
    expect(hasFreeTime([{ date: '2026-11-30', times: ['08:00'] }], now)).toBe(true);
    expect(hasFreeTime([], now)).toBe(false);
  });
});

describe('the built-in availability', () => {
  it('gives every working day of the range the full grid, and weekends nothing', async () => {
    const days = await builtInAvailability.availability(range);
    expect(days.map((day) => day.date)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    for (const day of days) {
      expect(BOOKING.workingDays).toContain(weekdayOf(day.date));
      expect(day.times).toEqual(gridTimes());
    }
  });

  it('is empty for a range of weekend days', () => {
    expect(builtInDays({ from: '2026-11-28', to: '2026-11-29', timeZone: 'UTC' })).toEqual([]);
  });
});

describe('an availability answer', () => {
  it('keeps days of the range and times on the slot step, once each and in order', () => {
    expect(
      normaliseAvailability(
        [
          { date: '2026-11-24', times: ['09:00', '08:00', '09:00', '08:05', '24:00', '1:00', 7] },
          { date: '2026-11-23', times: [] },
          { date: '2026-11-24', times: ['10:00', '19:00', '00:45'] },
          { date: '2026-12-07', times: ['08:00'] },
          { date: 'tomorrow', times: ['08:00'] },
          null,
          'x',
        ],
        range,
      ),
    ).toEqual([
      { date: '2026-11-23', times: [] },
      // The team's daytime can be the visitor's evening or night: any hour is kept.
      { date: '2026-11-24', times: ['00:45', '08:00', '09:00', '10:00', '19:00'] },
    ]);
  });

  it('refuses what is not a list', () => {
    expect(() => normaliseAvailability({ days: [] }, range)).toThrow('not a list of days');
  });
});
