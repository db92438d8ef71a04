/** The fields spec section 3 attaches to tracking. */
import { UTM_PARAMETERS } from '../../lib/config/analytics';
import type { SessionSnapshot } from '../session';

export type UtmFields = Partial<Record<(typeof UTM_PARAMETERS)[number], string>>;

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

/** Only when logged in (spec section 6). */
export const trackingIdentity = (session: SessionSnapshot): TrackingIdentity | null =>
  session.loggedIn && session.user
    ? { profile_id: session.profileId, email: session.user.email }
    : null;

export interface PageFields {
  title: string;
  name: string;
  referrer: string;
  search: string;
  hash: string;
  path: string;
  url: string;
}

/** `referrer` is the previous page after a route change, as a full page load would report. */
export const pageFields = (url: URL, title: string, referrer: string): PageFields => ({
  title,
  name: title,
  referrer,
  search: url.search,
  hash: url.hash,
  path: url.pathname,
  url: url.href,
});
