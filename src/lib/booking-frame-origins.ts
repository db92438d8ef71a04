/**
 * Which sites may embed the booking frame (`paths.bookCallFrame`, spec section 2): the one
 * setting, read at build by the security headers (frame-ancestors) and by the frame itself.
 */

/** Comma-separated origins, e.g. "https://partner.example,https://www.partner.example". */
export const BOOKING_FRAME_ORIGINS_VARIABLE = 'GATSBY_BOOKING_FRAME_ORIGINS';

/** Only an origin: scheme, host and optional port, nothing after. https, or http on loopback. */
const ORIGIN = /^(?:https:\/\/[a-z0-9.-]+|http:\/\/(?:localhost|127\.0\.0\.1))(?::\d{1,5})?$/i;

/**
 * The origins allowed to frame the booking page; empty when the variable is unset or blank.
 * A malformed entry throws an error naming the variable, so the build stops.
 */
export const readBookingFrameOrigins = (value: string | undefined): string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!ORIGIN.test(entry)) {
      throw new Error(
        `${BOOKING_FRAME_ORIGINS_VARIABLE} must list origins such as https://partner.example, ` +
          `separated by commas; "${entry}" is not one`,
      );
    }
  }
  return [...new Set(entries.map((entry) => entry.toLowerCase()))];
};
