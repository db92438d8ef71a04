import { WEEKDAY_NAMES } from '../../lib/config/booking';
import { dayLabel, fill } from './format';

describe('dayLabel', () => {
  it('writes the weekday, then the day and month as en-GB does, for every month', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [
        new Date(Date.UTC(2026, month, 1)),
        new Date(Date.UTC(2026, month + 1, 0)),
      ]) {
        const iso = day.toISOString().slice(0, 10);
        expect(dayLabel(iso)).toBe(`${WEEKDAY_NAMES[day.getUTCDay()]} ${intl.format(day)}`);
      }
    }
  });

  it('prints the example of its documentation', () => {
    expect(dayLabel('2025-11-24')).toBe('Monday 24 November');
  });
});

describe('fill', () => {
  it('replaces the placeholders it has values for, and keeps the others', () => {
    expect(fill('{count} times on {day} {unknown}', { count: 3, day: 'Monday' })).toBe(
      '3 times on Monday {unknown}',
    );
  });
});
