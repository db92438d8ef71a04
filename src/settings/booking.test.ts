import { availabilitySource, bookingService } from '../services/scheduling';
import { builtInAvailability } from '../services/scheduling/built-in-availability';
import { bookingConnectOrigins } from '../services/scheduling/framing';
import { readSchedulingConfig } from './booking';

describe('the booking settings', () => {
  it('are off when unset or blank: built-in availability, no other site may frame', () => {
    for (const env of [
      {},
      { GATSBY_BOOKING_SLOTS_URL: ' ', GATSBY_BOOKING_URL: '', GATSBY_BOOKING_FRAME_ORIGINS: '' },
    ]) {
      const config = readSchedulingConfig(env);
      expect(config).toEqual({ availabilityUrl: null, bookingUrl: null, frameOrigins: [] });
      expect(availabilitySource(config)).toBe(builtInAvailability);
      expect(bookingConnectOrigins(config)).toEqual([]);
    }
  });

  it('book through the booking function at a path of this site, else submit the form', async () => {
    const submit = jest.fn(() => Promise.resolve());
    const details = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      companyName: 'Engines',
      companySize: 'up_to_10',
      notes: '',
    };
    const slot = { date: '2026-11-24', time: '09:30', timeZone: 'UTC' };
    await expect(bookingService(submit, readSchedulingConfig({}))(details, slot)).resolves.toEqual({
      kind: 'requested',
    });
    expect(submit).toHaveBeenCalledWith('book-a-call', expect.objectContaining({ time: '09:30' }));

    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ booked: true, invitationSent: true }, { status: 201 }));
    try {
      const config = readSchedulingConfig({ GATSBY_BOOKING_URL: '/api/booking' });
      expect(config.bookingUrl).toBe('/api/booking');
      await expect(bookingService(submit, config)(details, slot)).resolves.toEqual({
        kind: 'booked',
        invitationSent: true,
      });
      expect(fetch).toHaveBeenCalledWith(
        '/api/booking',
        expect.objectContaining({ method: 'POST' }),
      );
      expect(submit).toHaveBeenCalledTimes(1);
    } finally {
      fetch.mockRestore();
    }
  });

  it.each([
    'https://cal.example/book',
    '//cal.example/book',
    'api/booking',
    '/api/booking?x',
    '/a b',
  ])('stop on the booking address %p, naming the variable', (value) => {
    expect(() => readSchedulingConfig({ GATSBY_BOOKING_URL: value })).toThrow(
      'GATSBY_BOOKING_URL must be a path on this site starting with /',
    );
  });

  it('take a path on this site or an http(s) address for the availability', () => {
    expect(readSchedulingConfig({ GATSBY_BOOKING_SLOTS_URL: '/api/free' })).toMatchObject({
      availabilityUrl: '/api/free',
    });
    const absolute = readSchedulingConfig({
      GATSBY_BOOKING_SLOTS_URL: 'https://cal.example/free?team=sales',
    });
    expect(absolute.availabilityUrl).toBe('https://cal.example/free?team=sales');
    expect(availabilitySource(absolute)).not.toBe(builtInAvailability);
    expect(bookingConnectOrigins(absolute)).toEqual(['https://cal.example']);
  });

  it.each(['cal.example/free', 'ftp://cal.example', '//cal.example/free', '/free#x', '/a b'])(
    'stop on the availability address %p, naming the variable',
    (value) => {
      expect(() => readSchedulingConfig({ GATSBY_BOOKING_SLOTS_URL: value })).toThrow(
        `GATSBY_BOOKING_SLOTS_URL must be a path starting with / or an http(s) address`,
      );
    },
  );

  it('list the origins allowed to frame the booking page, each once', () => {
    const config = readSchedulingConfig({
      GATSBY_BOOKING_FRAME_ORIGINS:
        'https://partner.example, http://localhost:8080 https://partner.example/',
    });
    expect(config.frameOrigins).toEqual(['https://partner.example', 'http://localhost:8080']);
  });

  it('accept CSP wildcards for subdomains and ports', () => {
    expect(
      readSchedulingConfig({
        GATSBY_BOOKING_FRAME_ORIGINS: 'https://*.Partner.example http://localhost:*',
      }).frameOrigins,
    ).toEqual(['https://*.partner.example', 'http://localhost:*']);
  });

  it.each([
    'partner.example',
    'https://partner.example/page',
    'https://partner.example?x',
    'javascript:alert(1)',
    '*',
    'https://*',
    "'self'",
  ])('stop on the frame origin %p, naming the variable', (value) => {
    expect(() => readSchedulingConfig({ GATSBY_BOOKING_FRAME_ORIGINS: value })).toThrow(
      'GATSBY_BOOKING_FRAME_ORIGINS must be origins',
    );
  });
});
