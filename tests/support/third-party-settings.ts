/**
 * The fixture build with third parties configured (`test-site.ts third-parties`): the switch
 * on and well-formed test values, so the Observatory grade and the CSP pass run with their
 * hosts in the policy and the consent specs can watch what the site asks of them. Nothing
 * reaches them: the specs answer those hosts locally.
 *
 * The same build carries the rest of the browser runtime's settings, so its specs run on it
 * too: Segment and Sentry (tests/e2e/analytics.spec.ts, monitoring.spec.ts), the main API
 * (tests/e2e/session.spec.ts answers its host from a loopback server) and the new-build poll
 * (tests/e2e/runtime-resilience.spec.ts).
 */
import { THIRD_PARTY_FIXTURE_ENV } from '../e2e/support/third-party-fixture';

export const THIRD_PARTY_TEST_SETTINGS: Readonly<Record<string, string>> = {
  ...THIRD_PARTY_FIXTURE_ENV,
  // An https partner, as production would list: the plain fixture build lets any
  // http://localhost port frame the booking page for its iframe test, which the Observatory
  // rightly marks down (an insecure scheme in the policy), so this build is the one it grades.
  GATSBY_BOOKING_FRAME_ORIGINS: 'https://partner.example',
  // Segment and Sentry: their hosts are answered locally (tests/e2e/support/third-party-answers.ts).
  GATSBY_SEGMENT_WRITE_KEY: 'e2eWriteKey00000',
  GATSBY_SENTRY_DSN:
    'https://0123456789abcdef0123456789abcdef@o0.ingest.sentry.io/4500000000000001',
  // An origin alone: the site appends the spec's /api/v1. Answered by the session spec only.
  GATSBY_API_URL: 'https://api.e2e.example',
  // Short, so the new-build spec sees a poll quickly; a poll is one local request.
  GATSBY_NEW_BUILD_POLL_SECONDS: '2',
};
