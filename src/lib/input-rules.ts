/**
 * Rules for what enters the site from outside (Contentful's API, mirror files, CMS field
 * values), declared once for every place that checks them: content:pull and content:push, the
 * mirror validator, the content models (and so Contentful itself) and the renderer.
 */

/**
 * Contentful's rule for entry and asset ids: 1 to 64 letters, digits, dots, hyphens or
 * underscores. Ids become file names in the mirror, so the rule also keeps them inside it.
 */
export const CONTENTFUL_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Whether `value` is a valid Contentful entry or asset id (and so a safe file name stem). */
export const isContentfulId = (value: unknown): value is string =>
  typeof value === 'string' && CONTENTFUL_ID_PATTERN.test(value) && !/^\.+$/.test(value);
