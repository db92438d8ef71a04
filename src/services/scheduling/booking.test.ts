import { BOOKING_FIELDS, bookCall, bookingFields, type BookingDetails } from './booking';

const details: BookingDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  companyName: 'Engines',
  companySize: 'up_to_10',
  notes: '',
};

describe('booking a call', () => {
  it('submits the details and the slot under the booking form name', async () => {
    const submit = jest.fn(() => Promise.resolve());
    await bookCall(submit, details, { date: '2026-11-24', time: '09:30', timeZone: 'UTC' });
    expect(submit).toHaveBeenCalledWith('book-a-call', {
      ...details,
      date: '2026-11-24',
      time: '09:30',
      timeZone: 'UTC',
      startsAt: new Date(2026, 10, 24, 9, 30).toISOString(),
    });
  });

  it('declares every field it submits', () => {
    const fields = bookingFields(details, { date: '2026-11-24', time: '09:30', timeZone: 'UTC' });
    expect(Object.keys(fields).sort()).toEqual([...BOOKING_FIELDS].sort());
  });

  it('passes a failed submission on to the caller', async () => {
    const submit = () => Promise.reject(new Error('Network Error'));
    await expect(
      bookCall(submit, details, { date: '2026-11-24', time: '09:30', timeZone: 'UTC' }),
    ).rejects.toThrow('Network Error');
  });
});
