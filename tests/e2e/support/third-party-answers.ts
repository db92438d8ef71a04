/**
 * The third parties of the test build (tests/support/third-party-settings.ts) as the specs
 * see them: which third party a logged host belongs to, by the registry's own origins, and
 * local stand-ins for every host they talk to, for `answerExternalRequests`. Nothing leaves
 * the machine.
 */
import {
  configuredThirdParties,
  type ThirdPartyId,
} from '../../../src/services/third-parties/registry';
import { THIRD_PARTY_TEST_SETTINGS } from '../../support/third-party-settings';
import type { ExternalAnswer } from './test';
import { LIBRARY_HOSTS } from './third-party-fixture';

const CONFIGURED = configuredThirdParties(THIRD_PARTY_TEST_SETTINGS);

/** Every third party the test build turns on, by registry id, sorted. */
export const CONFIGURED_PARTIES: readonly ThirdPartyId[] = CONFIGURED.map(
  ({ party }) => party.id,
).sort();

export const SEGMENT_WRITE_KEY = THIRD_PARTY_TEST_SETTINGS.GATSBY_SEGMENT_WRITE_KEY ?? '';
export const SEGMENT_HOSTS = { cdn: 'cdn.segment.com', api: 'api.segment.io' } as const;
export const SENTRY_INGEST_HOST = new URL(THIRD_PARTY_TEST_SETTINGS.GATSBY_SENTRY_DSN ?? '').host;

/** What Segment's CDN answers for the write key: send to SEGMENT_HOSTS.api. */
export const segmentSettings = () => ({
  integrations: { 'Segment.io': { apiKey: SEGMENT_WRITE_KEY, apiHost: `${SEGMENT_HOSTS.api}/v1` } },
});

/** An empty library for the script hosts, Segment's settings, an empty 200 for the rest. */
export const THIRD_PARTY_ANSWERS: readonly ExternalAnswer[] = [
  ...Object.values(LIBRARY_HOSTS).map((host) => ({ host })),
  {
    host: SEGMENT_HOSTS.cdn,
    contentType: 'application/json',
    body: JSON.stringify(segmentSettings()),
  },
  { host: SEGMENT_HOSTS.api, contentType: 'application/json', body: '{}' },
  { host: SENTRY_INGEST_HOST, contentType: 'application/json', body: '{}' },
];

/** Whether `host` is one of the registry's origins (CSP form: `*.` covers any subdomain). */
const hostMatches = (host: string, origin: string): boolean => {
  const allowed = new URL(origin.replace('*.', 'wildcard.')).host;
  return allowed.startsWith('wildcard.')
    ? host.endsWith(allowed.slice('wildcard'.length))
    : host === allowed;
};

/** The configured third party whose origins include `host`, or the host itself when none. */
export const thirdPartyOfHost = (host: string): string =>
  CONFIGURED.find(({ party, value }) =>
    Object.values(party.origins(value))
      .flat()
      .some((origin) => hostMatches(host, origin)),
  )?.party.id ?? host;
