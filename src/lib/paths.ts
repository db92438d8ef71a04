/**
 * Every URL of the site is built here, so a route changes in one place. Paths never end
 * with a slash (the site's trailing-slash policy), except the home page "/".
 */
import { SEARCH_INDEX_DIR } from './search-index';

/** The landing page whose slug is this is served at "/". */
export const HOME_SLUG = 'home';

export const paths = {
  home: () => '/',
  /** A landing page's address: its explicit path when it has one, else /{slug}. */
  landingPage: (slug: string, path?: string | null) =>
    path ? withoutTrailingSlash(path) : slug === HOME_SLUG ? '/' : `/${slug}`,
  caseStudies: () => '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  gatedContent: (slug: string) => `/download/${slug}`,
  /** Where a download's form leads when its settings ask for a thank-you page. */
  gatedContentThankYou: (slug: string) => `/download/${slug}/thank-you`,
  blog: () => '/blog',
  /** Page n of the blog listing; page 1 is the blog itself ("/blog/page/1" redirects there). */
  blogPage: (page: number) => pageOf('/blog', page, '/page'),
  blogPost: (slug: string) => `/blog/${slug}`,
  blogAuthor: (slug: string, page = 1) => pageOf(`/blog/author/${slug}`, page),
  blogCategories: () => '/blog/categories',
  blogCategory: (slug: string, page = 1) => pageOf(`/blog/category/${slug}`, page),
  /** The canonical tag listing; the short form "/tag/{tag}" redirects here. */
  blogTag: (slug: string, page = 1) => pageOf(`/blog/tag/${slug}`, page),
  /** The short form of a tag listing, kept as a 301 to `blogTag`. */
  blogTagShort: (slug: string, page = 1) => pageOf(`/tag/${slug}`, page),
  /** Search results; the query sits in the URL (`?q=`) so results can be linked. */
  blogSearch: (page = 1, query?: string) =>
    `${pageOf('/blog/search', page)}${query ? `?q=${encodeURIComponent(query)}` : ''}`,
  blogFeed: () => '/blog/rss.xml',
  /** Pagefind's browser script, written with the blog's search index (gatsby/blog-search.ts). */
  searchIndexScript: () => `/${SEARCH_INDEX_DIR}/pagefind.js`,
  bookDemo: () => '/book-a-demo',
  bookCallFrame: (slug?: string) => (slug ? `/iframes/book-call/${slug}` : '/iframes/book-call'),
  referralProgramme: () => '/share-the-love-referral-program',
  notFound: () => '/404',
} as const;

/** Page 1 of a listing is its base path; page n > 1 is "{base}{segment}/{n}". */
function pageOf(base: string, page: number, segment = ''): string {
  return page <= 1 ? base : `${base}${segment}/${page}`;
}

/** Removes a trailing slash (but keeps "/"), the one form every internal path takes. */
export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

/** The absolute address of a path on the public site, as used by canonical links. */
export const absoluteUrl = (path: string, siteUrl: string): string =>
  path === '/' ? siteUrl : `${siteUrl}${withoutTrailingSlash(path)}`;

/** Addresses in the client application (sign-in, sign-up, dashboard), on its own host. */
export const clientAppPaths = {
  signIn: () => '/sign-in',
  signUp: () => '/sign-up',
  dashboard: () => '/dashboard',
  contractorProfile: (id: string) => `/freelancer/${encodeURIComponent(id)}`,
  job: (id: string) => `/job/${encodeURIComponent(id)}`,
  worklog: (id: string) => `/job/worklog/${encodeURIComponent(id)}`,
} as const;

export type RegistrationType = 'freelancer' | 'contractor' | 'client' | (string & {});

/**
 * The client app's sign-up, opened at its second step for a type of user. The app calls
 * freelancers "contractor"; any other type is passed unchanged.
 */
export const registrationUrl = (appUrl: string, type: RegistrationType): string => {
  const query = new URLSearchParams({
    step: '2',
    type: type === 'freelancer' ? 'contractor' : type,
  });
  return `${appUrl}${clientAppPaths.signUp()}?${query.toString()}`;
};
