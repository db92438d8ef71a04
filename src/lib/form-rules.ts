/**
 * The validation rules of the forms (spec section 5), each with its exact message. A rule is a
 * plain function `value => true | message`, the shape of react-hook-form's `validate`, so the
 * same rules serve every form and are testable without React.
 */
import consumerMailDomains from 'email-providers/common.json';
import { decodeEntities } from './html-entities';
import { FORM_MESSAGES, FORM_MIN_LENGTH_DEFAULT } from './config/forms';
import { hasAtLeast } from './text-length';

/** A rule answers `true` when the value passes, or the message to show. */
export type Rule = (value: unknown) => true | string;

/** Longest address SMTP can carry (RFC 5321); longer input is not an address. */
const MAIL_MAX_LENGTH = 254;
/** Longest address browsers reliably keep; longer input is not a website. */
const URL_MAX_LENGTH = 2048;

/** One DNS label: letters or digits, inner hyphens, at most 63 characters. */
const ASCII_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const UNICODE_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';

/**
 * A standard address: the local-part characters HTML's e-mail input accepts, then a domain of
 * dot-separated labels ending in a top-level domain of letters.
 */
const MAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${ASCII_LABEL}\\.)+[A-Za-z]{2,63}$`,
);

/**
 * A website: an optional http(s) scheme, a host name (international names allowed), an
 * optional port, then anything without spaces after a path, query or fragment delimiter.
 */
const URL_PATTERN = new RegExp(
  `^(?:https?://)?(?:${UNICODE_LABEL}\\.)+\\p{L}{2,63}(?::\\d{1,5})?(?:[/?#]\\S*)?$`,
  'iu',
);

const CONSUMER_MAIL_DOMAINS: ReadonlySet<string> = new Set(
  consumerMailDomains.map((domain) => domain.toLowerCase()),
);

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const isBlank = (value: unknown): boolean => {
  if (value === undefined || value === null || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
};

/** Starts of tags and other markup: `<` followed by a letter, `/`, `!` or `?`. */
const isMarkupStart = (char: string | undefined): boolean =>
  char !== undefined && /[A-Za-z/!?]/.test(char);

/**
 * The text of a value with its markup stripped: tags, comments and declarations removed and
 * character references decoded ("a < b" stays, "<b>bold</b>" becomes "bold"). One pass, so
 * pasting a long text full of "<" never stalls the page.
 */
export const textWithoutMarkup = (value: string): string => {
  let text = '';
  let from = 0;
  for (let open = value.indexOf('<'); open !== -1; open = value.indexOf('<', open + 1)) {
    if (!isMarkupStart(value[open + 1])) continue;
    const close = value.indexOf('>', open + 1);
    // No ">" after this "<": no later "<" can close either, so the rest is text.
    if (close === -1) break;
    text += value.slice(from, open);
    from = close + 1;
    open = close;
  }
  return decodeEntities(text + value.slice(from));
};

/** The domain of an e-mail address, lowercased, without a final root dot. */
const mailDomain = (address: string): string =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');

const isRequired: Rule = (value) => (isBlank(value) ? FORM_MESSAGES.required : true);

/** Empty passes: an optional field may stay empty; `isRequired` says when it may not. */
const invalidMail: Rule = (value) => {
  const address = asText(value).trim();
  if (address === '') return true;
  return address.length <= MAIL_MAX_LENGTH && MAIL_PATTERN.test(address)
    ? true
    : FORM_MESSAGES.invalidMail;
};

/** Addresses at free consumer providers (email-providers' common list), any letter case. */
const isPersonMail: Rule = (value) => {
  const address = asText(value).trim();
  if (!address.includes('@')) return true;
  return CONSUMER_MAIL_DOMAINS.has(mailDomain(address)) ? FORM_MESSAGES.personalMail : true;
};

const invalidUrl: Rule = (value) => {
  const url = asText(value).trim();
  if (url === '') return true;
  return url.length <= URL_MAX_LENGTH && URL_PATTERN.test(url) ? true : FORM_MESSAGES.invalidUrl;
};

/** At least `min` characters after stripping markup; an empty value is left to `isRequired`. */
const minLength =
  (min: number = FORM_MIN_LENGTH_DEFAULT): Rule =>
  (value) => {
    const text = asText(value);
    if (text.trim() === '') return true;
    return hasAtLeast(textWithoutMarkup(text).trim(), min)
      ? true
      : FORM_MESSAGES.minLength.replace('{min}', String(min));
  };

/**
 * At most `max` characters as typed, markup included: the bound protects what is stored and
 * sent, and markup takes that room too.
 */
const maxLength =
  (max: number): Rule =>
  (value) =>
    !hasAtLeast(asText(value), max + 1)
      ? true
      : FORM_MESSAGES.maxLength.replace('{max}', String(max));

/** The rules of spec section 5, by the names the specification gives them. */
export const rules = {
  isRequired,
  invalidMail,
  isPersonMail,
  invalidUrl,
  minLength,
  maxLength,
} as const;

/** Runs rules in order and answers the first message, as one `validate` function. */
export const firstFailure =
  (list: readonly Rule[]): Rule =>
  (value) => {
    for (const rule of list) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };
