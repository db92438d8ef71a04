/**
 * In a frame our cookie is third-party and dropped, so the host page posts its visitor's choice,
 * only from an origin allowed to frame us (docs/consent.md).
 */
import { COOKIE_CONSENT } from '../../lib/site-config';
import type { Consent, OptionalCategory } from './consent-store';

export const HOST_CONSENT_MESSAGES = {
  ready: 'book-call-frame:ready',
  /** Host to frame: `{ type, granted: ['performance', …] }`. */
  consent: 'book-call-frame:consent',
} as const;

/** Matches a CSP source, "*.host" and port "*" included. */
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

export const grantedByHost = (data: unknown): OptionalCategory[] | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, granted } = data as { type?: unknown; granted?: unknown };
  if (type !== HOST_CONSENT_MESSAGES.consent || !Array.isArray(granted)) return undefined;
  return COOKIE_CONSENT.optionalCategories.filter((category) => granted.includes(category));
};

export const listenForHostConsent = ({
  win,
  origins,
  consent,
}: {
  win: Window;
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
  // Carries only its type, so any host may hear it; only allowed ones are heard back.
  win.parent.postMessage({ type: HOST_CONSENT_MESSAGES.ready }, '*');
  return () => win.removeEventListener('message', onMessage);
};
