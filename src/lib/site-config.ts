/**
 * Site-wide settings and the constants of the product specification, in one place.
 * Pure data: imported by the build (gatsby-config, gatsby-node) and by the browser.
 */

export const SITE_TITLE = 'Ethical Global Outsourcing';
export const SITE_DESCRIPTION =
  'Hire vetted independent contractors in more than 185 countries, with fair pay and transparent fees.';

/** Content is served in one locale. */
export const LANGUAGE = 'en';
export const DEFAULT_LOCALE = 'en-US';

/**
 * The public address of this site. Netlify sets URL on every build; SITE_URL overrides it
 * (e.g. for a deploy preview that should not claim the production canonical).
 */
export const SITE_URL = (
  process.env.SITE_URL ??
  process.env.URL ??
  'https://www.ethicalglobaloutsourcing.com'
).replace(/\/+$/, '');

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

export const GRID_COLUMNS = 12;

/** Content service timeout (ms), spec section 9. */
export const CONTENT_TIMEOUT_MS = 3000;

/** Trailing-slash redirect status, spec section 9. */
export const TRAILING_SLASH_REDIRECT_STATUS = 301;

/** User-facing texts quoted by the specification; they must appear exactly like this. */
export const MESSAGES = {
  notFoundTitle: 'Ooops! Page not found.',
  notFoundDescription:
    "It seems that the page you're looking for has been removed or never even existed.",
  backToHome: 'Back to home',
  bookDiscoveryCall: 'Book a Discovery Call',
} as const;
