/**
 * Calls to action that open the booking dialog (spec section 7 names both). Part of the booking
 * settings (./booking.ts), apart because the header's link, on every page, needs these alone.
 */
export const BOOKING_CTA_LABELS = ['Book a Call', 'Book a Discovery Call'] as const;
