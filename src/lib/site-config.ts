/**
 * Site-wide constants of the product specification; those of one feature sit with it (src/lib/config/, src/forms/config.ts),
 * so a page loads only the texts it uses. Settings from the environment are in src/settings/.
 * Pure data: imported by the build (gatsby-config, gatsby-node) and by the browser.
 */
export const SITE_TITLE = 'Ethical Global Outsourcing';
export const SITE_DESCRIPTION =
  'Hire vetted independent contractors in more than 185 countries, with fair pay and transparent fees.';

/** Content is served in one locale. */
export const LANGUAGE = 'en';
export const DEFAULT_LOCALE = 'en-US';

/** Help and trust sites linked from the menus and footer. */
export const EXTERNAL_LINKS = {
  helpCentre: 'https://help.ethicalglobaloutsourcing.com',
  faq: 'https://help.ethicalglobaloutsourcing.com/faq',
  contractorFaq: 'https://help.ethicalglobaloutsourcing.com/contractor-faq',
  trustCentre: 'https://trust.ethicalglobaloutsourcing.com',
} as const;

/** Footer columns, in order, by the footer group of the menu items. */
export const FOOTER_COLUMNS = [
  { group: 'business-size', title: 'Business size' },
  { group: 'use-case', title: 'Use cases' },
  { group: 'resources', title: 'Resources' },
  { group: 'company', title: 'Company' },
  { group: 'legal', title: 'Legal' },
] as const;

/** Menu transition: the mobile menu is hidden this long after a navigation (ms). */
export const MENU_HIDE_DELAY_MS = 500;

/** A submenu with at least this many items is shown in two columns... */
export const TWO_COLUMN_MIN_ITEMS = 6;
/** ...whose first column has at least this many items. */
export const FIRST_COLUMN_MIN_ITEMS = 4;

/**
 * Pictures (spec section 9): quality 90, served as WebP beside the original's format (sharp's
 * defaults for every picture; GraphQL queries, which cannot import, repeat what they change).
 */
export const IMAGE_DEFAULTS = { quality: 90, formats: ['auto', 'webp'] } as const;

/**
 * A call to action's background picture (spec section 9): one file per viewport class, each the
 * width of the next class up (2xl and xl 1920, lg 1440, md 1200, sm 992, xs 768, mobile 576,
 * else 380), at quality 80. Offered as a srcset over the whole width, the browser takes the
 * smallest file that covers the viewport. The GraphQL query repeats them (it cannot import);
 * src/sections/call-to-action.test.ts holds it to these.
 */
export const CTA_IMAGE = { widths: [380, 576, 768, 992, 1200, 1440, 1920], quality: 80 } as const;

/** Scroll offset when the top menu is not on the page (px). */
export const DEFAULT_TOP_MENU_OFFSET = 100;

/** Breakpoints of the specification, in pixels (min-widths). */
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

/** Content service timeout (ms), spec section 9. */
export const CONTENT_TIMEOUT_MS = 3000;

/** User-facing texts quoted by the specification; they must appear exactly like this. */
export const MESSAGES = {
  notFoundTitle: 'Ooops! Page not found.',
  notFoundDescription:
    "It seems that the page you're looking for has been removed or never even existed.",
  backToHome: 'Back to home',
  bookDiscoveryCall: 'Book a Discovery Call',
  logIn: 'Log In',
  signUp: 'Sign Up',
  goToDashboard: 'Go to Dashboard',
  /** Followed by the path: a page whose validation failed. */
  pageNotFoundValidation: 'Page Not Found',
  /** Followed by the path: a route no page matches. */
  pageNotFoundRoute: 'Page not found:',
} as const;

/* ------------------------------------------------------------------------------------------ *
 * Browser runtime: session, main API, site version, loading bar, notifications              *
 * (spec sections 3, 4, 7, 8 and 9). Read by src/services/{api,session,site-version,          *
 * loading-bar,notifications}.                                                                *
 * ------------------------------------------------------------------------------------------ */

/** The auth cookies the client application writes and this site reads (spec section 9). */
export const AUTH_COOKIES = {
  access: 'auth.token.access',
  refresh: 'auth.token.refresh',
  remember: 'auth.token.remember',
  /** Lifetime of every auth cookie. */
  maxAgeDays: 360,
} as const;

/** The main API (spec section 7). */
export const MAIN_API = {
  /** Appended to a configured API address that names only an origin. */
  defaultBasePath: '/api/v1',
  /** Content type and accept of every request: JSON:API. */
  mediaType: 'application/vnd.api+json',
  /** Prefix of the access token in the Authorization header. */
  authScheme: 'Bearer',
  endpoints: { session: '/auth/session', refreshToken: '/auth/refresh_token' },
  /**
   * Not given by the spec: a request that has not answered after this long fails with the
   * timeout message, so a hung API never keeps the header waiting.
   */
  timeoutMs: 10_000,
} as const;

/** A new-build or chunk-error reload of one path happens at most once in this window. */
export const RELOAD_GUARD_MS = 10_000;

/** The navigation loading bar (spec sections 4 and 9). */
export const LOADING_BAR = {
  /** A navigation shorter than this shows no bar. */
  throttleMs: 200,
  /** How long the bar takes to fill while a navigation runs. */
  durationMs: 2000,
  heightPx: 3,
  /** The full bar stays this long after the navigation ends, then fades out... */
  hideDelayMs: 500,
  /** ...and is back at zero this long after it started fading. */
  resetDelayMs: 400,
} as const;

/** Notifications (spec sections 3 and 9). */
export const NOTIFICATIONS = {
  defaultTimeoutMs: 4000,
  /** The timeout of the success and error helpers. */
  helperTimeoutMs: 5000,
  /** The mounted flag turns true this long after the application mounted. */
  mountedFlagDelayMs: 1000,
} as const;

/**
 * Cookie consent (spec sections 3 and 9): the optional categories a visitor chooses, and how
 * long the choice is kept. `necessary` is always granted and never asked.
 */
export const COOKIE_CONSENT = {
  optionalCategories: ['performance', 'targeting', 'functionality'],
  cookieName: 'cookie_consent',
  maxAgeDays: 365,
} as const;

/** Third-party code waits for an idle moment after the load event, at most this long (ms). */
export const THIRD_PARTY_IDLE_TIMEOUT_MS = 2000;
