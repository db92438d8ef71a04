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

/** What Contentful's ids are, for messages that refuse one. */
export const CONTENTFUL_ID_RULE = '1 to 64 letters, digits, dots, hyphens or underscores';

/**
 * The extension of an asset's file name, which names the mirror's copy of the file
 * (assets/<id><extension>): a dot and 1 to 16 letters or digits.
 */
export const FILE_EXTENSION_PATTERN = /^\.[A-Za-z0-9]{1,16}$/;

/**
 * The extension of a file name (".PNG" of "Team Photo.PNG"); "" when it has none. Only the
 * part after the last slash or backslash counts, so an extension never holds a path.
 */
export const fileExtension = (fileName: string): string => {
  const name = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
};

/** Slashes, backslashes and control characters: what turns a name into a path or hides text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f-\u009f/\\]/;

/**
 * An asset's file name as editors upload it: a name, not a path (no slash, backslash or
 * control character), at most 255 characters, with an extension that fits
 * FILE_EXTENSION_PATTERN. Spaces and capitals are fine ("Team Photo.PNG").
 */
export const isAssetFileName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 255 &&
  !NOT_IN_A_NAME.test(value) &&
  FILE_EXTENSION_PATTERN.test(fileExtension(value));

/**
 * The address of an asset's file as the Sync API gives it: protocol-relative
 * (//images.ctfassets.net/…) or https, with a host and no user name or password. Any other
 * scheme (http:, file:, data:…) is refused, and so is anything with spaces or control characters
 * (which URL parsers drop silently).
 */
export const isAssetUrl = (value: unknown): value is string => {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (typeof value !== 'string' || /[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  if (!/^(https:)?\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** Control characters, and characters a reader cannot see or that reorder text. */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

const escapeChar = (char: string): string =>
  `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

const shorten = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max - 3)}...` : value;

/**
 * Text from outside (an error message of a server) for a line of our own: at most `max`
 * characters, control and invisible characters written as \u escapes, so it can neither hide
 * anything nor break the line or inject a terminal escape.
 */
export const visibleText = (value: string, max = 200): string =>
  shorten(value, max).replace(INVISIBLE, escapeChar);

/**
 * A value from outside, quoted for a message, the way JSON writes it (so "Home Page" shows as
 * "Home Page"), with the invisible characters JSON leaves alone escaped too: a byte-order mark
 * shows as \ufeff.
 */
export const showInput = (value: string, max = 80): string =>
  JSON.stringify(shorten(value, max)).replace(INVISIBLE, escapeChar);

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
