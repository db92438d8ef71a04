/**
 * The consent of the booking frame embedded in another site's page (docs/consent.md, "In the
 * booking frame"). There our cookie is a third-party cookie, which browsers drop, so the frame
 * asks nobody and loads nothing optional until the host page passes in its visitor's choice
 * by postMessage, from an origin allowed to frame it (GATSBY_BOOKING_FRAME_ORIGINS).
 */
import { COOKIE_CONSENT } from '../../lib/site-config';
import type { Consent, OptionalCategory } from './consent-store';

/** The messages between the frame and its host page, by their `type`. */
export const HOST_CONSENT_MESSAGES = {
  /** Frame to host, once it listens: "send me your visitor's choice". */
  ready: 'book-call-frame:ready',
  /** Host to frame: `{ type, granted: ['performance', 'targeting', 'functionality'] }`. */
  consent: 'book-call-frame:consent',
} as const;

/**
 * Whether `origin` ("https://a.partner.example") is one a CSP source of the setting allows:
 * the same scheme, the host (or, for "*.host", any subdomain of it) and the port ("*": any).
 */
export const originMatchesSource = (origin: string, source: string): boolean => {
  const parts = /^(https?:)\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/.exec(source);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (!parts || parts[1] !== url.protocol) return false;
  const [, , anySubdomain, host, port] = parts;
  const defaultPort = url.protocol === 'https:' ? '443' : '80';
  return (
    (anySubdomain ? url.hostname.endsWith(`.${host}`) : url.hostname === host) &&
    (port === '*' || (port ?? defaultPort) === (url.port || defaultPort))
  );
};

/** The categories a consent message grants (names it does not know are left out), else undefined. */
export const grantedByHost = (data: unknown): OptionalCategory[] | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, granted } = data as { type?: unknown; granted?: unknown };
  if (type !== HOST_CONSENT_MESSAGES.consent || !Array.isArray(granted)) return undefined;
  return COOKIE_CONSENT.optionalCategories.filter((category) => granted.includes(category));
};

/**
 * Takes the host page's choice, each time it sends one, into `consent`; tells the host once
 * that the frame listens. Returns the undo.
 */
export const listenForHostConsent = ({
  win,
  origins,
  consent,
}: {
  win: Window;
  /** GATSBY_BOOKING_FRAME_ORIGINS, as CSP sources. */
  origins: readonly string[];
  consent: Pick<Consent, 'acceptSelected'>;
}): (() => void) => {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent) return;
    if (!origins.some((source) => originMatchesSource(event.origin, source))) return;
    const granted = grantedByHost(event.data);
    if (granted) consent.acceptSelected(granted);
  };
  win.addEventListener('message', onMessage);
  // It carries nothing but its type, so any host may hear it; only allowed ones are heard back.
  win.parent.postMessage({ type: HOST_CONSENT_MESSAGES.ready }, '*');
  return () => win.removeEventListener('message', onMessage);
};
