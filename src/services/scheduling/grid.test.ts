import { BOOKING } from '../../lib/config/booking';
import {
  daysBetween,
  daysFrom,
  gridTimes,
  isGridTime,
  isIsoDate,
  isSlotTime,
  isoDateOf,
  slotStart,
  weekdayOf,
} from './grid';

describe('the call-time grid', () => {
  const grid = gridTimes();

  it('runs every 15 minutes from 08:00 to 18:00, both included', () => {
    expect(grid[0]).toBe('08:00');
    expect(grid[grid.length - 1]).toBe('18:00');
    expect(grid).toHaveLength(41);
    expect(grid.slice(0, 5)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00']);
  });

  it('has consecutive times exactly one slot apart', () => {
    const minutes = grid.map((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
    for (let index = 1; index < minutes.length; index += 1) {
      expect((minutes[index] ?? 0) - (minutes[index - 1] ?? 0)).toBe(BOOKING.slotMinutes);
    }
  });

  it('builds other grids from its bounds and step', () => {
    expect(gridTimes('09:00', '10:00', 30)).toEqual(['09:00', '09:30', '10:00']);
    expect(() => gridTimes('9am', '10:00', 30)).toThrow('Not a time of day');
  });

  it('knows its own times and no other', () => {
    expect(isGridTime('08:00')).toBe(true);
    expect(isGridTime('17:45')).toBe(true);
    expect(isGridTime('07:45')).toBe(false);
    expect(isGridTime('18:15')).toBe(false);
    expect(isGridTime('08:10')).toBe(false);
    expect(isGridTime(800)).toBe(false);
  });

  it('knows the times on its step at any hour, as another time zone sees them', () => {
    expect(isSlotTime('00:00')).toBe(true);
    expect(isSlotTime('23:45')).toBe(true);
    expect(isSlotTime('19:15')).toBe(true);
    expect(isSlotTime('08:10')).toBe(false);
    expect(isSlotTime('24:00')).toBe(false);
    expect(isSlotTime('9:00')).toBe(false);
    expect(isSlotTime(900)).toBe(false);
  });
});

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-2-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('counts days across months and years', () => {
    expect(daysFrom('2026-12-30', 4)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('names weekdays as Date.getDay() does', () => {
    // 23 November 2026 is a Monday.
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('turns a local day and time into the instant it starts', () => {
    const start = slotStart('2026-11-23', '09:45');
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 10, 23]);
    expect([start.getHours(), start.getMinutes()]).toEqual([9, 45]);
    expect(isoDateOf(start)).toBe('2026-11-23');
  });
});
