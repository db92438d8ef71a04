/**
 * The booking function on this machine (`npm run serve`): its handler with a local Blobs server
 * (./local-blobs.ts), started on the first request; without the e-mail API's settings it writes
 * its e-mails to the log instead of sending them.
 */
import { handleBookingRequest } from '../netlify/booking/handler';
import type { Mailer } from '../netlify/booking/mail';
import { blobReservations } from '../netlify/booking/reservations';
import { BOOKING_SERVICE } from '../src/lib/config/booking';
import { readEmailApiConfig } from '../src/settings/email-api';
import { startLocalBlobs, type LocalBlobs } from './blobs';
import type { LocalFunction } from './functions';

type Env = Readonly<Record<string, string | undefined>>;

const hasEmailApi = (env: Env): boolean => {
  try {
    return readEmailApiConfig(env) !== undefined;
  } catch {
    // A malformed one: the function says so in its answer and its log.
    return true;
  }
};

/** E-mails written to the log, for a machine without the e-mail API's settings. */
const loggingMailer: Mailer = {
  from: 'bookings@example.org',
  send: async ({ to, subject }) => {
    console.info(`booking: e-mail to ${to} (not sent: no e-mail API is set): ${subject}`);
  },
};

/** The booking function, its Blobs server started on the first request. */
export const localBookingFunction = (env: Env = process.env): LocalFunction => {
  let blobs: Promise<LocalBlobs> | undefined;
  const mailer = hasEmailApi(env) ? undefined : loggingMailer;
  return {
    path: BOOKING_SERVICE.path,
    handle: async (request) => {
      const { store } = await (blobs ??= startLocalBlobs());
      return handleBookingRequest(request, {
        reservations: blobReservations(() => store(BOOKING_SERVICE.storeName)),
        env,
        mailer,
      });
    },
    close: async () => {
      if (blobs) await (await blobs).stop();
    },
  };
};
