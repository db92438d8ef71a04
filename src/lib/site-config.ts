/** Site-wide spec constants; a feature's own sit with it (src/lib/config/, src/forms/config.ts). */
export const SITE_TITLE = 'Ethical Global Outsourcing';
export const SITE_DESCRIPTION =
  'Hire vetted independent contractors in more than 185 countries, with fair pay and transparent fees.';

export const LANGUAGE = 'en';
export const DEFAULT_LOCALE = 'en-US';

export const EXTERNAL_LINKS = {
  helpCentre: 'https://help.ethicalglobaloutsourcing.com',
  faq: 'https://help.ethicalglobaloutsourcing.com/faq',
  contractorFaq: 'https://help.ethicalglobaloutsourcing.com/contractor-faq',
  trustCentre: 'https://trust.ethicalglobaloutsourcing.com',
} as const;

export const FOOTER_COLUMNS = [
  { group: 'business-size', title: 'Business size' },
  { group: 'use-case', title: 'Use cases' },
  { group: 'resources', title: 'Resources' },
  { group: 'company', title: 'Company' },
  { group: 'legal', title: 'Legal' },
] as const;

export const MENU_HIDE_DELAY_MS = 500;

export const TWO_COLUMN_MIN_ITEMS = 6;
export const FIRST_COLUMN_MIN_ITEMS = 4;

/** Spec section 9; GraphQL queries cannot import, so they repeat what they change. */
export const IMAGE_DEFAULTS = { quality: 90, formats: ['auto', 'webp'] } as const;

/** Spec section 9: each width is the next breakpoint up; the GraphQL query repeats them. */
export const CTA_IMAGE = { widths: [380, 576, 768, 992, 1200, 1440, 1920], quality: 80 } as const;

export const DEFAULT_TOP_MENU_OFFSET = 100;

export const BREAKPOINTS = {
  mobile: 380,
  xs: 576,
  sm: 768,
  md: 992,
  lg: 1200,
  xl: 1440,
  xxl: 1536,
  '2xl': 1920,
} as const;

/** Spec section 9. */
export const CONTENT_TIMEOUT_MS = 3000;

/** Quoted by the spec; keep them verbatim. */
export const MESSAGES = {
  notFoundTitle: 'Ooops! Page not found.',
  notFoundDescription:
    "It seems that the page you're looking for has been removed or never even existed.",
  backToHome: 'Back to home',
  bookDiscoveryCall: 'Book a Discovery Call',
  logIn: 'Log In',
  signUp: 'Sign Up',
  goToDashboard: 'Go to Dashboard',
  pageNotFoundValidation: 'Page Not Found',
  pageNotFoundRoute: 'Page not found:',
} as const;

/** Written by the client application; this site only reads them (spec section 9). */
export const AUTH_COOKIES = {
  access: 'auth.token.access',
  refresh: 'auth.token.refresh',
  remember: 'auth.token.remember',
  maxAgeDays: 360,
} as const;

/** Spec section 7. */
export const MAIN_API = {
  /** Appended when the configured address names only an origin. */
  defaultBasePath: '/api/v1',
  mediaType: 'application/vnd.api+json',
  authScheme: 'Bearer',
  endpoints: { session: '/auth/session', refreshToken: '/auth/refresh_token' },
  /** Not in the spec: so a hung API never keeps the header waiting. */
  timeoutMs: 10_000,
} as const;

/** A reload of one path happens at most once in this window, so it cannot loop. */
export const RELOAD_GUARD_MS = 10_000;

/** Spec sections 4 and 9. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  heightPx: 3,
  hideDelayMs: 500,
  resetDelayMs: 400,
} as const;

/** Spec sections 3 and 9. */
export const NOTIFICATIONS = {
  defaultTimeoutMs: 4000,
  helperTimeoutMs: 5000,
  mountedFlagDelayMs: 1000,
} as const;

/** Spec sections 3 and 9; `necessary` is always granted, so never asked. */
export const COOKIE_CONSENT = {
  optionalCategories: ['performance', 'targeting', 'functionality'],
  cookieName: 'cookie_consent',
  maxAgeDays: 365,
} as const;

export const THIRD_PARTY_IDLE_TIMEOUT_MS = 2000;
