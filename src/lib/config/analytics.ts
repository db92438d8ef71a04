/** Spec section 9's other analytics constants are analytics-next defaults that already match. */
export const SEGMENT = {
  batchSize: 10,
  batchTimeoutMs: 5000,
  maxRetries: 10,
  /** Not in the spec: calls before Segment loads or consent is given; the oldest go first. */
  queueLimit: 100,
  /** Spec section 9. */
  cookieMaxAgeDays: 365,
} as const;

/** Spec section 7. */
export const AD_CONVERSION = { currency: 'USD', defaultValue: 1 } as const;

export const UTM_PARAMETERS = ['utm_campaign', 'utm_medium', 'utm_source'] as const;

/** Spec section 7; other buttons are tracked as generic clicks. */
export const TRACKED_BUTTON_TEXTS = {
  bookCall: ['Book a Call', 'Book a Discovery Call'],
  getStarted: ['Get Started For Free'],
} as const;

/** Spec sections 7 and 9. */
export const SENTRY = {
  tracesSampleRate: 1,
  bufferSize: 30,
  maxBreadcrumbs: 100,
} as const;
