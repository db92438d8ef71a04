/** Blog settings (spec sections 2, 5 and 9), apart so only its pages load them. */
export const BLOG = {
  pageSize: 9,
  readWordsPerMinute: 220,
  genericWordsPerMinute: 300,
  /** Spec section 9. */
  searchMinChars: 3,
  relatedCount: 3,
  feedSize: 30,
  readTimeLocale: 'en',
} as const;

/** The spec's reading-time labels, all its locales. */
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

/** The spec's quoted texts are word for word. */
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
