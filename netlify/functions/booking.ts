/**
 * Book-a-call's own slots service (docs/booking.md): GET the team's free times, POST a booking
 * (netlify/booking/handler.ts). Netlify gives the function its Blobs store; the settings are
 * the site's environment variables.
 */
import { getStore } from '@netlify/blobs';
import { BOOKING_SERVICE } from '../../src/lib/config/booking';
import { processEnv } from '../../src/settings/environment';
import { handleBookingRequest } from '../booking/handler';
import { blobReservations } from '../booking/reservations';

export default (request: Request): Promise<Response> =>
  handleBookingRequest(request, {
    reservations: blobReservations(() => getStore(BOOKING_SERVICE.storeName)),
    env: processEnv(),
  });

// Netlify reads this by static analysis, so the path is written out: BOOKING_SERVICE.path.
export const config = { path: ['/api/booking'] };
