/**
 * What the tests count as this machine: the host names a test may load from, everything else
 * being blocked (the e2e guard, tests/e2e/support/test.ts) or left unresolved (Chromium's
 * resolver rule, local-chromium/find-chromium.ts).
 */
import { LOCAL_HOSTS } from '../../local-chromium/find-chromium';

/** Whether a URL goes over the network (as opposed to data:, blob:, about: URLs). */
export const isNetworkUrl = (url: URL): boolean =>
  ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol);

/** True for URLs the tests may load: the local server, and data:/blob:/about: URLs. */
export const isLocalUrl = (url: URL | string): boolean => {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  return !isNetworkUrl(parsed) || LOCAL_HOSTS.includes(parsed.hostname);
};
