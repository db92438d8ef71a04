/**
 * The booked slots, one Netlify Blobs entry each, keyed by the slot's UTC start. A slot is
 * reserved by a write that succeeds only when its key is new (`onlyIfNew`), so of two bookings
 * of one slot exactly one gets it. A store that fails or does not answer in time is "down".
 */
import type { Store } from '@netlify/blobs';
import { BOOKING_SERVICE } from '../../src/lib/config/booking';

export interface Reservations {
  /** The keys of the booked slots that start from `from` to `to`. */
  taken: (from: Date, to: Date) => Promise<Set<string>>;
  /** Writes `record` under `key` unless the key is taken: true when this call reserved it. */
  reserve: (key: string, record: unknown) => Promise<boolean>;
}

/** The store failed, or gave no answer within its time. */
export class StoreDownError extends Error {
  override name = 'StoreDownError';
}

/** The months ("202611") from one instant to another: the keys' prefixes to list. */
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

/** `work`, or a StoreDownError when it fails or takes longer than `timeoutMs`. */
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

/**
 * The reservations of this process, one after another per key. Netlify's store checks and
 * writes a conditional write as one step; the local Blobs server (npm run serve, the tests)
 * checks, then writes, so two writes of one key at once would both pass there without this.
 */
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

/** Reservations in the Blobs store `openStore` gives (opened on first use: it can throw). */
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
