/**
 * A configuration that turns every third party of the registry on, with well-formed test
 * values, and lets a partner origin frame the booking page: what `npm run test:third-party`
 * builds the fixture site with, so the CSP pass and the Observatory grade run with every
 * third-party host in the policy. The e2e fixture answers those hosts locally.
 */
import { EXTERNAL_SCRIPTS_VARIABLE } from '../../src/services/third-parties/registry';

export const THIRD_PARTY_TEST_SETTINGS: Readonly<Record<string, string>> = {
  [EXTERNAL_SCRIPTS_VARIABLE]: 'true',
  GATSBY_GTM_ID: 'GTM-TEST123',
  GATSBY_SEGMENT_WRITE_KEY: 'testWriteKey0123456789',
  GATSBY_SENTRY_DSN: 'https://0123abcd@o0.ingest.sentry.io/1',
  GATSBY_HOTJAR_ID: '1234567',
  GATSBY_LIVECHAT_LICENSE: '1234567',
  GATSBY_FACEBOOK_PIXEL_ID: '123456789012345',
  GATSBY_BOOKING_FRAME_ORIGINS: 'https://partner.example',
};
