/**
 * What the security headers need from the booking settings besides the frame origins
 * (`SchedulingConfig.frameOrigins`, written as frame-ancestors of /iframes/book-call/* by
 * gatsby/security-headers): the availability's origin, when it is another site.
 */
import type { SchedulingConfig } from '../../settings/booking';

/**
 * The origin the availability requests go to when it is another site's (for connect-src);
 * none for a path on this site or the built-in availability.
 */
export const bookingConnectOrigins = (config: SchedulingConfig): string[] =>
  config.availabilityUrl && !config.availabilityUrl.startsWith('/')
    ? [new URL(config.availabilityUrl).origin]
    : [];
