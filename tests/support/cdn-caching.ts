/**
 * What the CDN's caching must look like, for the tests that read the built `_headers` and for
 * those that ask a deployed copy over HTTP: content-hashed files (scripts, styles, /static/*)
 * are kept for a year, everything else (HTML, page data) is revalidated on every visit.
 */
export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
} as const;

/** The same-site scripts and stylesheets a page's HTML loads, as root-relative paths. */
export const scriptAndStylePaths = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
