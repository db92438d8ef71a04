/** Every URL of the site is built here; paths never end with a slash, except "/". */
import { SEARCH_INDEX_DIR } from './search-index';

export const HOME_SLUG = 'home';

export const paths = {
  home: () => '/',
  landingPage: (slug: string, path?: string | null) =>
    path ? withoutTrailingSlash(path) : slug === HOME_SLUG ? '/' : `/${slug}`,
  caseStudies: () => '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  gatedContent: (slug: string) => `/download/${slug}`,
  gatedContentThankYou: (slug: string) => `/download/${slug}/thank-you`,
  blog: () => '/blog',
  blogPage: (page: number) => pageOf('/blog', page, '/page'),
  blogPost: (slug: string) => `/blog/${slug}`,
  blogAuthor: (slug: string, page = 1) => pageOf(`/blog/author/${slug}`, page),
  blogCategories: () => '/blog/categories',
  blogCategory: (slug: string, page = 1) => pageOf(`/blog/category/${slug}`, page),
  blogTag: (slug: string, page = 1) => pageOf(`/blog/tag/${slug}`, page),
  /** Kept as a 301 to `blogTag`. */
  blogTagShort: (slug: string, page = 1) => pageOf(`/tag/${slug}`, page),
  blogSearch: (page = 1, query?: string) =>
    `${pageOf('/blog/search', page)}${query ? `?q=${encodeURIComponent(query)}` : ''}`,
  blogFeed: () => '/blog/rss.xml',
  searchIndexScript: () => `/${SEARCH_INDEX_DIR}/pagefind.js`,
  bookDemo: () => '/book-a-demo',
  bookCallFrame: (slug?: string) => (slug ? `/iframes/book-call/${slug}` : '/iframes/book-call'),
  referralProgramme: () => '/share-the-love-referral-program',
  notFound: () => '/404',
} as const;

function pageOf(base: string, page: number, segment = ''): string {
  return page <= 1 ? base : `${base}${segment}/${page}`;
}

export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

export const absoluteUrl = (path: string, siteUrl: string): string =>
  path === '/' ? siteUrl : `${siteUrl}${withoutTrailingSlash(path)}`;

export const clientAppPaths = {
  signIn: () => '/sign-in',
  signUp: () => '/sign-up',
  dashboard: () => '/dashboard',
  contractorProfile: (id: string) => `/freelancer/${encodeURIComponent(id)}`,
  job: (id: string) => `/job/${encodeURIComponent(id)}`,
  worklog: (id: string) => `/job/worklog/${encodeURIComponent(id)}`,
} as const;

export type RegistrationType = 'freelancer' | 'contractor' | 'client' | (string & {});

/** The client app calls freelancers "contractor". */
export const registrationUrl = (appUrl: string, type: RegistrationType): string => {
  const query = new URLSearchParams({
    step: '2',
    type: type === 'freelancer' ? 'contractor' : type,
  });
  return `${appUrl}${clientAppPaths.signUp()}?${query.toString()}`;
};
