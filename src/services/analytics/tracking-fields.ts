/**
 * The fields spec section 3 attaches to tracking: the campaign (UTM) fields of the landing
 * address, the logged-in visitor's identity, and a page call's fields.
 */
import { UTM_PARAMETERS } from '../../lib/config/analytics';
import type { SessionSnapshot } from '../session';

export type UtmFields = Partial<Record<(typeof UTM_PARAMETERS)[number], string>>;

/** The UTM parameters present (and not blank) in a query string. */
export const utmFields = (search: string): UtmFields => {
  const query = new URLSearchParams(search);
  const fields: UtmFields = {};
  for (const name of UTM_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) fields[name] = value;
  }
  return fields;
};

export interface TrackingIdentity {
  profile_id: string;
  email: string;
}

/** Who the visitor is, only when logged in (spec section 6). */
export const trackingIdentity = (session: SessionSnapshot): TrackingIdentity | null =>
  session.loggedIn && session.user
    ? { profile_id: session.profileId, email: session.user.email }
    : null;

/** A page call's fields (spec section 3). */
export interface PageFields {
  title: string;
  name: string;
  referrer: string;
  search: string;
  hash: string;
  path: string;
  url: string;
}

/**
 * The fields of the page at `url`. `referrer` is the document's referrer for the first page
 * and the previous page's address after a route change, as a full page load would report.
 */
export const pageFields = (url: URL, title: string, referrer: string): PageFields => ({
  title,
  // Gatsby routes have no names; the page's title is what a report should show.
  name: title,
  referrer,
  search: url.search,
  hash: url.hash,
  path: url.pathname,
  url: url.href,
});
