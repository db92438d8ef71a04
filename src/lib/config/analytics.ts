/**
 * Analytics and error reporting (spec sections 3, 7, 8 and 9).
 * Part of the site's settings (src/lib/site-config.ts), apart so that only the pages that use
 * them load them.
 */

/**
 * Segment (analytics-next) as the site sets it up. Only these of spec section 9's analytics
 * constants are options of analytics-next; the others (500 KB batch cap, 64 KB keepalive cap,
 * queue attempts, 300 ms callback timeout, metrics flush, storage lock) are the library's own
 * defaults and match the spec as they stand.
 */
export const SEGMENT = {
  /** Events sent in one POST /b. */
  batchSize: 10,
  /** A batch that has not filled up is sent this long after its first event (ms). */
  batchTimeoutMs: 5000,
  /** Retries of a failed batch before it is dropped. */
  maxRetries: 10,
  /**
   * Not given by the spec: calls made before Segment has loaded (or before consent) are kept,
   * up to this many, and sent in order once it is there; older ones go first when it is full.
   */
  queueLimit: 100,
  /** Lifetime of Segment's visitor cookies (spec section 9: analytics cookie 365 days). */
  cookieMaxAgeDays: 365,
} as const;

/** Ad conversion reports (spec section 7). */
export const AD_CONVERSION = { currency: 'USD', defaultValue: 1 } as const;

/** The campaign fields gathered from the landing address and sent with every event. */
export const UTM_PARAMETERS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;

/** Button texts tracked as their own events (spec section 7); other buttons are generic. */
export const TRACKED_BUTTON_TEXTS = {
  bookCall: ['Book a Call', 'Book a Discovery Call'],
  getStarted: ['Get Started For Free'],
} as const;

/** Sentry (spec sections 7 and 9). */
export const SENTRY = {
  /** Every transaction is traced. */
  tracesSampleRate: 1,
  /** Events the transport holds while sending. */
  bufferSize: 30,
  maxBreadcrumbs: 100,
} as const;
