import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getStore } from '@netlify/blobs';
import { startLocalBlobs, type LocalBlobs } from '../../local-netlify/blobs';
import { StoreDownError, blobReservations } from './reservations';

let blobs: LocalBlobs;
const storeOf =
  (name = 'booking-slots') =>
  () =>
    blobs.store(name);

/** The error `promise` rejects with (the test fails when it resolves). */
const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('the reservations in Netlify Blobs', () => {
  beforeEach(async () => {
    blobs = await startLocalBlobs();
  });
  afterEach(() => blobs.stop());

  it('reserves a slot once: of two bookings at the same moment exactly one gets it', async () => {
    const first = blobReservations(storeOf());
    const second = blobReservations(storeOf());
    const results = await Promise.all([
      first.reserve('20261124T090000Z', { email: 'ada@example.org' }),
      second.reserve('20261124T090000Z', { email: 'grace@example.org' }),
    ]);
    expect(results.sort()).toEqual([false, true]);
    const kept: unknown = await blobs.store('booking-slots').get('20261124T090000Z', {
      type: 'json',
    });
    expect(['ada@example.org', 'grace@example.org']).toContain((kept as { email: string }).email);
    expect(await first.reserve('20261124T090000Z', {})).toBe(false);
    expect(await first.reserve('20261124T091500Z', {})).toBe(true);
  });

  it('of many bookings of one slot at once, lets one through', async () => {
    const reservations = blobReservations(storeOf());
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => reservations.reserve('20261125T100000Z', { n })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('lists the taken slots of the months asked for', async () => {
    const reservations = blobReservations(storeOf());
    await reservations.reserve('20261130T170000Z', {});
    await reservations.reserve('20261201T080000Z', {});
    await reservations.reserve('20270105T080000Z', {});
    const taken = await reservations.taken(
      new Date('2026-11-29T00:00:00Z'),
      new Date('2026-12-14T00:00:00Z'),
    );
    expect([...taken].sort()).toEqual(['20261130T170000Z', '20261201T080000Z']);
  });

  it('says the store is down when its server is closed', async () => {
    const reservations = blobReservations(storeOf());
    await blobs.stop();
    expect(await rejection(reservations.reserve('20261124T090000Z', {}))).toBeInstanceOf(
      StoreDownError,
    );
    expect(
      await rejection(reservations.taken(new Date('2026-11-24'), new Date('2026-11-25'))),
    ).toBeInstanceOf(StoreDownError);
    blobs = await startLocalBlobs();
  });
});

describe('a store that cannot be reached', () => {
  it('is down when it cannot be opened', async () => {
    const reservations = blobReservations(() => getStore('booking-slots'));
    expect(await rejection(reservations.reserve('20261124T090000Z', {}))).toBeInstanceOf(
      StoreDownError,
    );
  });

  it('is down when it does not answer in time', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const store = getStore({
        name: 'booking-slots',
        edgeURL: `http://127.0.0.1:${port}`,
        siteID: 'local',
        token: 'token',
      });
      const reservations = blobReservations(() => store, 200);
      const started = Date.now();
      const error = await rejection(reservations.reserve('20261124T090000Z', {}));
      expect(error).toBeInstanceOf(StoreDownError);
      expect((error as Error).message).toBe('no answer in time');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
