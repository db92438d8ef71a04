/** The same-site scripts and stylesheets a page's HTML loads, as root-relative paths. */
export const scriptAndStylePaths = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] ?? '',
  );
