/** The forms' validation rules (spec section 5), in react-hook-form's `validate` shape. */
import consumerMailDomains from 'email-providers/common.json';
import { decodeEntities } from '../../lib/html-entities';
import { FORM_MESSAGES, FORM_MIN_LENGTH_DEFAULT } from '../config';
import { hasAtLeast } from '../../lib/text-length';

export type Rule = (value: unknown) => true | string;

const MAIL_MAX_LENGTH = 254;
const URL_MAX_LENGTH = 2048;

const ASCII_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const UNICODE_LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';

/** The local-part characters HTML's e-mail input accepts. */
const MAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@(?:${ASCII_LABEL}\\.)+[A-Za-z]{2,63}$`,
);

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

const isMarkupStart = (char: string | undefined): boolean =>
  char !== undefined && /[A-Za-z/!?]/.test(char);

/** One pass, so pasting a long text full of "<" never stalls the page. */
export const textWithoutMarkup = (value: string): string => {
  let text = '';
  let from = 0;
  for (let open = value.indexOf('<'); open !== -1; open = value.indexOf('<', open + 1)) {
    if (!isMarkupStart(value[open + 1])) continue;
    const close = value.indexOf('>', open + 1);
    if (close === -1) break;
    text += value.slice(from, open);
    from = close + 1;
    open = close;
  }
  return decodeEntities(text + value.slice(from));
};

const mailDomain = (address: string): string =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');

const isRequired: Rule = (value) => (isBlank(value) ? FORM_MESSAGES.required : true);

/** Empty passes: `isRequired` says when a field may not be empty. */
const invalidMail: Rule = (value) => {
  const address = asText(value).trim();
  if (address === '') return true;
  return address.length <= MAIL_MAX_LENGTH && MAIL_PATTERN.test(address)
    ? true
    : FORM_MESSAGES.invalidMail;
};

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

const minLength =
  (min: number = FORM_MIN_LENGTH_DEFAULT): Rule =>
  (value) => {
    const text = asText(value);
    if (text.trim() === '') return true;
    return hasAtLeast(textWithoutMarkup(text).trim(), min)
      ? true
      : FORM_MESSAGES.minLength.replace('{min}', String(min));
  };

/** Counts markup too: the bound protects what is stored and sent. */
const maxLength =
  (max: number): Rule =>
  (value) =>
    !hasAtLeast(asText(value), max + 1)
      ? true
      : FORM_MESSAGES.maxLength.replace('{max}', String(max));

export const rules = {
  isRequired,
  invalidMail,
  isPersonMail,
  invalidUrl,
  minLength,
  maxLength,
} as const;

export const firstFailure =
  (list: readonly Rule[]): Rule =>
  (value) => {
    for (const rule of list) {
      const result = rule(value);
      if (result !== true) return result;
    }
    return true;
  };
