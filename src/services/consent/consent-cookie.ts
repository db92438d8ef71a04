/** Spec section 9. `1:performance,targeting`; an unknown format is no choice, so it asks again. */
import { COOKIE_CONSENT } from '../../lib/site-config';
import { readCookie, type CookieDocument } from '../session/cookies';
import type { ConsentStorage, OptionalCategory } from './consent-store';

const FORMAT = '1';
const MAX_AGE_SECONDS = COOKIE_CONSENT.maxAgeDays * 24 * 60 * 60;

const isOptional = (value: string): value is OptionalCategory =>
  (COOKIE_CONSENT.optionalCategories as readonly string[]).includes(value);

export const parseConsentCookie = (value: string): readonly OptionalCategory[] | undefined => {
  const [format, list, ...rest] = value.split(':');
  if (format !== FORMAT || list === undefined || rest.length > 0) return undefined;
  const categories = list === '' ? [] : list.split(',');
  return categories.every(isOptional) ? categories : undefined;
};

export const cookieConsentStorage = (
  doc: CookieDocument,
  { secure }: { secure: boolean },
): ConsentStorage => ({
  read: () => {
    const value = readCookie(doc, COOKIE_CONSENT.cookieName);
    return value === undefined ? undefined : parseConsentCookie(value);
  },
  write: (granted) => {
    doc.cookie =
      `${COOKIE_CONSENT.cookieName}=${FORMAT}:${granted.join(',')}; Max-Age=${MAX_AGE_SECONDS}; ` +
      `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  },
});
