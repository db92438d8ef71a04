/** Book-a-call's slots service (docs/booking.md). */
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

// Netlify reads this statically, so the path is written out: BOOKING_SERVICE.path.
export const config = { path: ['/api/booking'] };
