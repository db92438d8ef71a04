import { BookingError, functionBooking, type BookingFailure } from './booking-api';
import type { BookingDetails } from './booking';

const details: BookingDetails = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  companyName: 'Engines',
  companySize: 'up_to_10',
  notes: '',
};
const slot = { date: '2026-11-24', time: '18:00', timeZone: 'Asia/Tokyo' };

const answering = (status: number, body: unknown) =>
  jest.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );

/** The reason a booking was refused with (the test fails when it books). */
const refusal = async (book: Promise<unknown>): Promise<BookingFailure> => {
  try {
    await book;
  } catch (error) {
    if (error instanceof BookingError) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('booking through the booking function', () => {
  it('posts the booking as JSON and reads whether the invitation was sent', async () => {
    const fetch = answering(201, { booked: true, invitationSent: true });
    await expect(functionBooking('/api/booking', fetch)(details, slot)).resolves.toEqual({
      kind: 'booked',
      invitationSent: true,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/booking');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual({
      ...details,
      ...slot,
      startsAt: expect.any(String) as string,
    });

    const notSent = answering(201, { booked: true, invitationSent: false });
    await expect(functionBooking('/api/booking', notSent)(details, slot)).resolves.toEqual({
      kind: 'booked',
      invitationSent: false,
    });
  });

  it.each([
    [409, { error: 'taken' }, 'taken'],
    [422, { error: 'not-offered' }, 'not-offered'],
    [503, { error: 'store-down', teamNotified: false }, 'store-down'],
    [503, { error: 'store-down', teamNotified: true }, 'store-down-team-notified'],
    [500, { error: 'misconfigured' }, 'failed'],
    [502, 'Bad gateway', 'failed'],
    [200, {}, 'failed'],
  ])('tells an answer %p %p apart: %p', async (status, body, reason) => {
    expect(await refusal(functionBooking('/b', answering(status, body))(details, slot))).toBe(
      reason,
    );
  });

  it('fails when there is no answer, or none in time', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await refusal(functionBooking('/b', offline)(details, slot))).toBe('failed');
    const hanging = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    expect(await refusal(functionBooking('/b', hanging, 20)(details, slot))).toBe('failed');
  });
});
