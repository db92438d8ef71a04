/**
 * Every URL of the site is built here, so a route changes in one place. Paths never end
 * with a slash (the site's trailing-slash policy), except the home page "/".
 */

/** The landing page whose slug is this is served at "/". */
export const HOME_SLUG = 'home';

export const paths = {
  home: () => '/',
  landingPage: (slug: string) => (slug === HOME_SLUG ? '/' : `/${slug}`),
  caseStudies: () => '/case-studies',
  caseStudy: (slug: string) => `/case-studies/${slug}`,
  gatedContent: (slug: string) => `/download/${slug}`,
  blog: () => '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  bookDemo: () => '/book-a-demo',
  notFound: () => '/404',
} as const;

/** Removes a trailing slash (but keeps "/"), the one form every internal path takes. */
export const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;

/** The absolute address of a path on the public site, as used by canonical links. */
export const absoluteUrl = (path: string, siteUrl: string): string =>
  path === '/' ? siteUrl : `${siteUrl}${withoutTrailingSlash(path)}`;
