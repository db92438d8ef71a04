/** Answers `{ "days": [{ "date": "YYYY-MM-DD", "times": ["08:00", …] }] }` in the asked zone. */
import { BOOKING } from '../../lib/config/booking';
import {
  normaliseAvailability,
  type AvailabilityRange,
  type AvailabilitySource,
} from './availability';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export const availabilityRequestUrl = (url: string, range: AvailabilityRange): string => {
  const query = new URLSearchParams({ from: range.from, to: range.to, timeZone: range.timeZone });
  return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
};

export const httpAvailability = (
  url: string,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  timeoutMs: number = BOOKING.timeoutMs,
): AvailabilitySource => ({
  availability: async (range, signal) => {
    const controller = new AbortController();
    const abort = () => controller.abort();
    signal?.addEventListener('abort', abort);
    const timer = setTimeout(abort, timeoutMs);
    try {
      const response = await fetchImpl(availabilityRequestUrl(url, range), {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`Availability answered ${response.status}`);
      const body: unknown = await response.json();
      const days =
        typeof body === 'object' && body !== null ? (body as { days?: unknown }).days : undefined;
      return normaliseAvailability(days, range);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    }
  },
});
