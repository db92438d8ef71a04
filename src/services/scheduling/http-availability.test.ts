import type { AvailabilityRange } from './availability';
import { availabilityRequestUrl, httpAvailability } from './http-availability';

const range: AvailabilityRange = {
  from: '2026-11-23',
  to: '2026-12-06',
  timeZone: 'Europe/London',
};

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('the HTTP availability', () => {
  it('asks for the range and time zone', () => {
    expect(availabilityRequestUrl('/booking/availability', range)).toBe(
      '/booking/availability?from=2026-11-23&to=2026-12-06&timeZone=Europe%2FLondon',
    );
    expect(availabilityRequestUrl('https://cal.example/free?team=sales', range)).toBe(
      'https://cal.example/free?team=sales&from=2026-11-23&to=2026-12-06&timeZone=Europe%2FLondon',
    );
  });

  it('answers the days of the endpoint, checked', async () => {
    const fetch = jest.fn(() =>
      answer(200, { days: [{ date: '2026-11-24', times: ['08:15', '08:07'] }] }),
    );
    const days = await httpAvailability('/booking/availability', fetch).availability(range);
    expect(days).toEqual([{ date: '2026-11-24', times: ['08:15'] }]);
    expect(fetch).toHaveBeenCalledWith(
      expect.stringContaining('/booking/availability?from=2026-11-23'),
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    );
  });

  it('fails on an error status or a body without days', async () => {
    await expect(httpAvailability('/a', () => answer(503, {})).availability(range)).rejects.toThrow(
      '503',
    );
    await expect(
      httpAvailability('/a', () => answer(200, { free: [] })).availability(range),
    ).rejects.toThrow('not a list of days');
  });

  it('gives up after its timeout', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(
        (_url: string, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
          }),
      );
      const pending = httpAvailability('/a', fetch, 8000).availability(range);
      jest.advanceTimersByTime(7999);
      expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(pending).rejects.toThrow('aborted');
    } finally {
      jest.useRealTimers();
    }
  });
});
