/**
 * The CDN's caching: content-hashed files (scripts, styles, /static/*) are kept for a year,
 * everything else (HTML, page data) is revalidated on every visit, Netlify's default.
 */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;
