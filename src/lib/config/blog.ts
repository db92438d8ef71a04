/**
 * The blog: listings, search, reading time and its texts (spec sections 2, 5 and 9).
 * Part of the site's settings (src/lib/site-config.ts), apart so that only the pages that use
 * them load them.
 */

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
