/**
 * Who may put the booking frame in an <iframe>: the one place the headers read it from. Only
 * the frame's addresses may be framed, and only by this site and the configured origins;
 * every other page keeps refusing frames.
 *
 *   /iframes/book-call and /iframes/book-call/*:
 *     Content-Security-Policy: frame-ancestors {bookingFrameAncestors()}
 *     (no X-Frame-Options there: it cannot name several origins)
 */
import { paths } from '../../lib/paths';
import { readSchedulingConfig, type SchedulingConfig } from './config';

/** The frame's addresses as Netlify _headers patterns: the bare path and everything under it. */
export const BOOKING_FRAME_PATH_PATTERNS = [
  paths.bookCallFrame(),
  paths.bookCallFrame('*'),
] as const;

/** The origins allowed to frame the booking page (GATSBY_BOOKING_FRAME_ORIGINS). */
export const bookingFrameOrigins = (
  config: SchedulingConfig = readSchedulingConfig(),
): readonly string[] => config.frameOrigins;

/** The frame-ancestors sources of the frame's addresses: this site and the allowed origins. */
export const bookingFrameAncestors = (
  config: SchedulingConfig = readSchedulingConfig(),
): string[] => ["'self'", ...config.frameOrigins];

/**
 * The origin the availability requests go to when it is another site's (for connect-src);
 * none for a path on this site or the built-in availability.
 */
export const bookingConnectOrigins = (
  config: SchedulingConfig = readSchedulingConfig(),
): string[] =>
  config.availabilityUrl && !config.availabilityUrl.startsWith('/')
    ? [new URL(config.availabilityUrl).origin]
    : [];
