/**
 * The fixture build with third parties configured (`npm run test:third-parties`): the switch
 * on and well-formed test values, so the Observatory grade and the CSP pass run with their
 * hosts in the policy and the consent specs can watch what the site asks of them. Nothing
 * reaches them: the specs answer those hosts locally.
 *
 * Segment and Sentry are left out here: their delivery is proven against a loopback server
 * (tests/integration/segment-delivery.test.ts) and their Playwright spec needs its own build
 * (tests/e2e/analytics.spec.ts).
 */
import { THIRD_PARTY_FIXTURE_ENV } from '../e2e/support/third-party-fixture';

export const THIRD_PARTY_TEST_SETTINGS: Readonly<Record<string, string>> = {
  ...THIRD_PARTY_FIXTURE_ENV,
  // An https partner, as production would list: the plain fixture build lets any
  // http://localhost port frame the booking page for its iframe test, which the Observatory
  // rightly marks down (an insecure scheme in the policy), so this build is the one it grades.
  GATSBY_BOOKING_FRAME_ORIGINS: 'https://partner.example',
};
