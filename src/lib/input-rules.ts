/** Contentful's id rule; ids become mirror file names, so it also keeps them inside the mirror. */
export const CONTENTFUL_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const isContentfulId = (value: unknown): value is string =>
  typeof value === 'string' && CONTENTFUL_ID_PATTERN.test(value) && !/^\.+$/.test(value);

export const CONTENTFUL_ID_RULE = '1 to 64 letters, digits, dots, hyphens or underscores';

export const FILE_EXTENSION_PATTERN = /^\.[A-Za-z0-9]{1,16}$/;

/** Only what follows the last slash or backslash counts, so an extension never holds a path. */
export const fileExtension = (fileName: string): string => {
  const name = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
};

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_A_NAME = /[\u0000-\u001f\u007f-\u009f/\\]/;

export const isAssetFileName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length <= 255 &&
  !NOT_IN_A_NAME.test(value) &&
  FILE_EXTENSION_PATTERN.test(fileExtension(value));

/** Https or protocol-relative; spaces and control characters are refused (parsers drop them). */
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

const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

const escapeChar = (char: string): string =>
  `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

const shorten = (value: string, max: number): string =>
  value.length > max ? `${value.slice(0, max - 3)}...` : value;

/** Escapes invisible characters so outside text cannot hide anything or inject terminal escapes. */
export const visibleText = (value: string, max = 200): string =>
  shorten(value, max).replace(INVISIBLE, escapeChar);

export const showInput = (value: string, max = 80): string =>
  JSON.stringify(shorten(value, max)).replace(INVISIBLE, escapeChar);

const linkChar = (also = '') => String.raw`[^${also}\s\\\x00-\x1f\x7f-\x9f]`;
const LINK_CHAR = linkChar();

/** Browsers drop tabs and read "\" as "/"; one pattern, so Contentful enforces it too. */
export const LINK_TARGET_PATTERN = new RegExp(
  String.raw`^\s*(?:/(?:${linkChar('/')}${LINK_CHAR}*)?|#${LINK_CHAR}+|https?://${linkChar('/?#')}${LINK_CHAR}*|(?:mailto|tel):${LINK_CHAR}+)\s*$`,
  'i',
);

export const LINK_TARGET_DESCRIPTION =
  'a path on this site such as /pricing, an anchor such as #faq, or a full https://, mailto: or tel: address, without spaces or backslashes';

export const isSafeLinkTarget = (value: unknown): value is string =>
  typeof value === 'string' && LINK_TARGET_PATTERN.test(value);
