import type { SchedulingConfig } from '../../settings/booking';

/** For connect-src: the availability's origin when it is another site's. */
export const bookingConnectOrigins = (config: SchedulingConfig): string[] =>
  config.availabilityUrl && !config.availabilityUrl.startsWith('/')
    ? [new URL(config.availabilityUrl).origin]
    : [];
