/** Spec section 7; apart from ./booking.ts as the header's link on every page needs only these. */
export const BOOKING_CTA_LABELS = ['Book a Call', 'Book a Discovery Call'] as const;
