import { formatPostDate, POST_DATE_LOCALE } from './format';

describe('formatPostDate', () => {
  it('writes the long date style of the site locale, read in UTC', () => {
    const intl = new Intl.DateTimeFormat(POST_DATE_LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
    // Every month, first and last days, and times either side of midnight UTC.
    for (let month = 0; month < 12; month += 1) {
      for (const iso of [
        new Date(Date.UTC(2025, month, 1, 0, 0)).toISOString(),
        new Date(Date.UTC(2024, month + 1, 0, 23, 59)).toISOString(),
      ]) {
        expect([iso, formatPostDate(iso)]).toEqual([iso, intl.format(new Date(iso))]);
      }
    }
  });

  it('prints the example of its documentation', () => {
    expect(formatPostDate('2025-08-05T09:00:00.000Z')).toBe('August 5, 2025');
  });
});
