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

/** A character a link may hold: no whitespace, control character or backslash, nor `also`. */
const linkChar = (also = '') => String.raw`[^${also}\s\\\x00-\x1f\x7f-\x9f]`;
const LINK_CHAR = linkChar();

/**
 * Where a link set by an editor may point, in CMS link fields and in Markdown alike: a path on
 * this site ("/pricing"), an anchor on the page ("#faq"), or an http(s), mailto: or tel:
 * address. Every other scheme (javascript:, data:, vbscript:…) is refused, and so are "//host"
 * and any whitespace, control character or backslash inside the value: browsers drop tabs and
 * newlines and read "\" as "/", so "/\host" or "/<tab>/host" would leave the site. Spaces
 * around the value are allowed because the renderer trims them. One regular expression, so
 * Contentful's field validation enforces exactly what the validator and the renderer do.
 */
export const LINK_TARGET_PATTERN = new RegExp(
  String.raw`^\s*(?:/(?:${linkChar('/')}${LINK_CHAR}*)?|#${LINK_CHAR}+|https?://${linkChar('/?#')}${LINK_CHAR}*|(?:mailto|tel):${LINK_CHAR}+)\s*$`,
  'i',
);

/** The link rule in editors' words, for Contentful's and the validator's error messages. */
export const LINK_TARGET_DESCRIPTION =
  'a path on this site such as /pricing, an anchor such as #faq, or a full https://, mailto: or tel: address, without spaces or backslashes';

/** Whether `value` may become a link's href (see LINK_TARGET_PATTERN). */
export const isSafeLinkTarget = (value: unknown): value is string =>
  typeof value === 'string' && LINK_TARGET_PATTERN.test(value);
