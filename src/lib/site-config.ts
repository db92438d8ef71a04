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

/**
 * The client application (sign-in, sign-up, dashboard) lives on its own host. GATSBY_ makes
 * the variable available to browser code as well as to the build.
 */
export const CLIENT_APP_URL = (
  process.env.GATSBY_CLIENT_APP_URL ?? 'https://app.ethicalglobaloutsourcing.com'
).replace(/\/+$/, '');

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

/** The blog (spec sections 2, 5 and 9). */
export const BLOG = {
  /** Articles per listing page: the blog, author, category and tag listings and search. */
  pageSize: 9,
  /** Reading speed of articles (spec: read time 220 words per minute, after stripping HTML). */
  readWordsPerMinute: 220,
  /** Default speed of the generic word counter (spec: 300 words per minute). */
  genericWordsPerMinute: 300,
  /** Blog search runs only from this many characters (spec section 9). */
  searchMinChars: 3,
  /** Related articles shown under an article. */
  relatedCount: 3,
  /** Newest posts listed in the RSS feed. */
  feedSize: 30,
  /** The locale whose reading-time labels the site shows (content is served in one locale). */
  readTimeLocale: 'en',
} as const;

/**
 * Reading-time labels in the twelve locales of the specification: a text for articles read
 * in less than a minute and one for "{minutes} min read" ({minutes} is replaced).
 */
export const READ_TIME_LABELS = {
  en: { lessThanAMinute: 'Less than a minute read', minutesRead: '{minutes} min read' },
  fr: { lessThanAMinute: "Moins d'une minute de lecture", minutesRead: '{minutes} min de lecture' },
  es: { lessThanAMinute: 'Menos de un minuto de lectura', minutesRead: '{minutes} min de lectura' },
  cn: { lessThanAMinute: '阅读时间不到一分钟', minutesRead: '阅读时间 {minutes} 分钟' },
  ja: { lessThanAMinute: '1分未満で読めます', minutesRead: '{minutes}分で読めます' },
  de: {
    lessThanAMinute: 'Weniger als eine Minute Lesezeit',
    minutesRead: '{minutes} Min. Lesezeit',
  },
  'pt-br': {
    lessThanAMinute: 'Menos de um minuto de leitura',
    minutesRead: '{minutes} min de leitura',
  },
  tr: { lessThanAMinute: 'Bir dakikadan kısa okuma', minutesRead: '{minutes} dk okuma' },
  ro: { lessThanAMinute: 'Mai puțin de un minut de citit', minutesRead: '{minutes} min de citit' },
  bn: { lessThanAMinute: 'এক মিনিটেরও কম সময়ে পড়া', minutesRead: '{minutes} মিনিটে পড়া' },
  sk: { lessThanAMinute: 'Čítanie na menej ako minútu', minutesRead: '{minutes} min čítania' },
  cs: { lessThanAMinute: 'Čtení na méně než minutu', minutesRead: '{minutes} min čtení' },
} as const;

export type ReadTimeLocale = keyof typeof READ_TIME_LABELS;

/** User-facing texts of the blog; the quoted ones are the specification's, word for word. */
export const BLOG_MESSAGES = {
  searchTooShort: 'Please provide at least 3 characters to start searching',
  searchNoResults: 'No results found',
  searchError: 'Error while searching',
  searchLabel: 'Search articles',
  searchButton: 'Search',
  searching: 'Searching…',
  blogTitle: 'Blog',
  blogDescription:
    'Ideas and practical advice on remote hiring, independent contractors, fair pay and building teams across borders.',
  categoriesTitle: 'Categories',
  searchTitle: 'Search the blog',
  relatedTitle: 'Related articles',
  tocTitle: 'On this page',
  feedTitle: 'Ethical Global Outsourcing blog',
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

/** Request failures, word for word (spec section 8); {status} and {n} are replaced. */
export const API_ERROR_MESSAGES = {
  status: 'Request failed with status code {status}',
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: 'timeout of {n}ms exceeded',
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

// ─── Forms: the form kit, its rules and the phone input (spec sections 3, 4, 5, 7 and 9) ───

/**
 * Messages of the form rules and of an incomplete form (spec sections 5 and 8), word for word.
 * `{min}` and `{max}` are replaced by the bounds of the length rules.
 */
export const FORM_MESSAGES = {
  required: 'Field is required',
  invalidMail: 'Invalid mail',
  personalMail: 'We recommend using your work email',
  invalidUrl: 'Invalid url',
  minLength: 'Must contain at least {min} characters.',
  maxLength: 'Cannot exceed {max} characters',
  incompleteForm: 'The form has not been fully completed',
  /** The spec says only "the configured invalid message": the phone field's default. */
  invalidPhone: 'Invalid phone number',
} as const;

/** Texts of the form kit the specification does not give. */
export const FORM_TEXTS = {
  selectPlaceholder: 'Please select',
  phoneCountry: 'Country calling code',
  phoneCountryList: 'Countries',
  noCountry: 'No country selected',
} as const;

/** The minimum length rule's default bound, counted after stripping markup (spec section 5). */
export const FORM_MIN_LENGTH_DEFAULT = 4;

/** Company size options of the lead forms (spec section 3), in order. */
export const COMPANY_SIZES = [
  { value: 'one', label: "It's just me" },
  { value: 'up_to_10', label: '2-10' },
  { value: 'up_to_50', label: '11-50' },
  { value: 'up_to_200', label: '51-200' },
  { value: 'up_to_500', label: '201-500' },
  { value: 'up_to_1000', label: '501-1000' },
  { value: 'over_1000', label: '> 1000' },
] as const;

export type CompanySize = (typeof COMPANY_SIZES)[number]['value'];

/** The phone input (spec sections 4, 5 and 9). */
export const PHONE_INPUT = {
  maxLength: 25,
  type: 'tel',
  name: 'telephone',
  placeholder: 'Enter a phone number',
  defaultMode: 'auto',
  /** National numbers with fewer digits are too short... */
  nationalNumberMinDigits: 2,
  /** ...and with more digits too long. */
  nationalNumberMaxDigits: 17,
  /** Type-to-find in the country list forgets the typed letters after this pause (ms). */
  typeToFindResetMs: 700,
  /** The country list opens below the input when more than this remains under it (px). */
  dropdownSpaceBelowPx: 200,
} as const;

/** The IP-to-country lookup behind the phone input's automatic country (spec sections 7, 8). */
export const COUNTRY_LOOKUP = {
  /** Not given by the spec, which wants it quick: the form never waits for it. */
  timeoutMs: 1500,
  errorMessage: 'unable to fetch the country',
} as const;

// ─── Book-a-call: the scheduling grid and the booking flow (spec sections 2, 4, 7, 8 and 9) ───

/** The call-time grid and the booking window (spec sections 2 and 9). */
export const BOOKING = {
  /** Call times start every this many minutes... */
  slotMinutes: 15,
  /** ...from this local time... */
  firstSlot: '08:00',
  /** ...to this one, included (the time picker's last option). */
  lastSlot: '18:00',
  /** Not given by the spec: how many days, today included, a visitor may book ahead. */
  daysAhead: 14,
  /** Days of the built-in availability, as `Date.getDay()` numbers: Monday to Friday. */
  workingDays: [1, 2, 3, 4, 5],
  /** Not given by the spec: an availability request still unanswered after this fails. */
  timeoutMs: 8000,
  /** The form name the chosen slot is submitted under (like any other form of the site). */
  formName: 'book-a-call',
  /** Calls to action that open the booking dialog (spec section 7 names both). */
  ctaLabels: ['Book a Call', 'Book a Discovery Call'],
} as const;

/** Texts of the booking flow; the two empty-availability messages are the spec's (section 8). */
export const BOOKING_MESSAGES = {
  noMeetings: 'No available meetings in this time slot.',
  noTimes: 'No available times to pick',
  dialogTitle: 'Book a Discovery Call',
  close: 'Close',
  /** Closes the dialog after the confirmation. */
  done: 'Done',
  back: 'Back',
  next: 'Continue',
  book: 'Book this time',
  booking: 'Booking your call…',
  loading: 'Loading the available times…',
  loadFailed: 'The available times could not be loaded.',
  retry: 'Try again',
  submitFailed:
    'Your call could not be booked: the connection failed. Your choices are kept; please try again.',
  pickDay: 'Choose a day',
  pickTime: 'Choose a time',
  detailsTitle: 'Your details',
  confirmationTitle: 'Your call is booked',
  /** {email}, {day}, {time} and {timeZone} are replaced. */
  confirmation:
    'We will send an invitation to {email} for {day} at {time} ({timeZone} time). Speak soon!',
  /** Step counter: {step} of {count}. */
  stepOf: 'Step {step} of {count}',
} as const;

/** Weekday names, Sunday first, as `Date.getDay()` numbers them (spec section 3). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * Cookie consent (spec sections 3 and 9): the optional categories a visitor chooses, and how
 * long the choice is kept. `necessary` is always granted and never asked.
 */
export const COOKIE_CONSENT = {
  optionalCategories: ['performance', 'targeting', 'functionality'],
  cookieName: 'cookie_consent',
  maxAgeDays: 365,
} as const;

// ─── Analytics and error reporting (spec sections 3, 7, 8 and 9) ───

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

// ─── Site forms: their texts, bounds and the report e-mail (spec sections 4, 5 and 9) ───

/** The gated report arrives by e-mail within about this many minutes (spec section 9). */
export const REPORT_EMAIL_MINUTES = 3;

/**
 * Texts of the site's forms that editors do not set (the spec gives none but "message sent").
 * `{minutes}` is `REPORT_EMAIL_MINUTES`.
 */
export const SITE_FORM_TEXTS = {
  submit: 'Send',
  sentHeading: 'Message sent',
  sentMessage: 'Thank you: we have your message and will reply within one working day.',
  reportByEmail: 'The report arrives by e-mail within about {minutes} minutes.',
  networkError:
    'Your message could not be sent: there is no connection. Everything you entered is still here; please try again.',
  serverError:
    'Your message could not be sent: our server did not accept it. Everything you entered is still here; please try again.',
  honeypot: 'Leave this field empty',
  /** What the consent checkbox submits, ticked or not. */
  consentGiven: 'yes',
  consentRefused: 'no',
} as const;

/** Bounds of the length rules of the site's forms (the spec leaves them open). */
export const SITE_FORM_LIMITS = {
  textMax: 256,
  messageMax: 5000,
} as const;

/** The e-mail that brings a form's document (the gated report), sent by the Netlify Function. */
export const REPORT_EMAIL = {
  subject: 'Your copy from Ethical Global Outsourcing',
  /** `{name}` is the sender's first name (or "there"), `{url}` the document's address. */
  text: 'Hello {name},\n\nThank you for your interest. Here is your copy:\n{url}\n\nEthical Global Outsourcing',
} as const;
/** Third-party code waits for an idle moment after the load event, at most this long (ms). */
export const THIRD_PARTY_IDLE_TIMEOUT_MS = 2000;
