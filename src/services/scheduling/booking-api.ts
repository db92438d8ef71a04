/** Books through netlify/functions/booking.ts. */
import { BOOKING } from '../../lib/config/booking';
import { bookingFields, type BookSlot } from './booking';

export type BookingFailure =
  'taken' | 'not-offered' | 'store-down' | 'store-down-team-notified' | 'failed';

export class BookingError extends Error {
  override readonly name = 'BookingError';

  constructor(readonly reason: BookingFailure) {
    super(`The booking failed: ${reason}`);
  }
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

const failureOf = (status: number, body: unknown): BookingFailure => {
  if (status === 409) return 'taken';
  if (status === 422) return 'not-offered';
  if (status === 503) {
    const notified = (body as { teamNotified?: unknown } | null)?.teamNotified === true;
    return notified ? 'store-down-team-notified' : 'store-down';
  }
  return 'failed';
};

const bodyOf = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
};

/** Rejects with a BookingError. */
export const functionBooking =
  (
    url: string,
    fetchImpl: Fetch = (input, init) => fetch(input, init),
    timeoutMs: number = BOOKING.bookingTimeoutMs,
  ): BookSlot =>
  async (details, slot) => {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(bookingFields(details, slot)),
        credentials: 'same-origin',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new BookingError('failed');
    }
    const body = await bodyOf(response);
    if (response.status !== 201) throw new BookingError(failureOf(response.status, body));
    return {
      kind: 'booked',
      invitationSent: (body as { invitationSent?: unknown } | null)?.invitationSent === true,
    };
  };
