/** Booked slots in Netlify Blobs; an `onlyIfNew` write gives a slot to exactly one booking. */
import type { Store } from '@netlify/blobs';
import { BOOKING_SERVICE } from '../../src/lib/config/booking';

export interface Reservations {
  taken: (from: Date, to: Date) => Promise<Set<string>>;
  reserve: (key: string, record: unknown) => Promise<boolean>;
}

export class StoreDownError extends Error {
  override name = 'StoreDownError';
}

const monthsBetween = (from: Date, to: Date): string[] => {
  const months: string[] = [];
  for (
    let month = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
    month.getTime() <= to.getTime();
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    months.push(month.toISOString().slice(0, 7).replace('-', ''));
  }
  return months;
};

const withinTime = async <T>(work: () => Promise<T>, timeoutMs: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StoreDownError('no answer in time')), timeoutMs);
  });
  try {
    return await Promise.race([work(), late]);
  } catch (error) {
    throw error instanceof StoreDownError ? error : new StoreDownError('the store failed');
  } finally {
    clearTimeout(timer);
  }
};

/** The local Blobs server checks, then writes, so two writes of one key could both pass. */
const queues = new Map<string, Promise<unknown>>();

const oneAtATime = <T>(key: string, work: () => Promise<T>): Promise<T> => {
  const done = (queues.get(key) ?? Promise.resolve()).then(work);
  const settled = done.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return done;
};

/** The store is opened on first use, as opening can throw. */
export const blobReservations = (
  openStore: () => Store,
  timeoutMs: number = BOOKING_SERVICE.storeTimeoutMs,
): Reservations => {
  let store: Store | undefined;
  const opened = () => (store ??= openStore());
  return {
    taken: (from, to) =>
      withinTime(async () => {
        const lists = await Promise.all(
          monthsBetween(from, to).map((prefix) => opened().list({ prefix })),
        );
        return new Set(lists.flatMap((list) => list.blobs.map((blob) => blob.key)));
      }, timeoutMs),
    reserve: (key, record) =>
      oneAtATime(key, () =>
        withinTime(async () => {
          const result = await opened().setJSON(key, record, { onlyIfNew: true });
          return result.modified;
        }, timeoutMs),
      ),
  };
};
