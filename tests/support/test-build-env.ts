/**
 * Variables every test build gets (the site tests' builds and the integration tests' copies).
 *
 * One HTML worker: `npm test` runs builds beside browser runs and other builds, so the cores
 * are busy anyway, and each extra worker costs CPU to start and load the renderer (a fixture
 * build took about a quarter less CPU with one worker than with three). The output is the same.
 */
export const TEST_BUILD_ENV: Readonly<Record<string, string>> = { GATSBY_CPU_COUNT: '1' };

/**
 * The fixture build: the fixture mirror, and booking answered by the local /api/booking, whose
 * page any http://localhost port may frame (for the e2e iframe test) unless the caller says.
 */
export const FIXTURE_BUILD_ENV: Readonly<Record<string, string>> = {
  CONTENT_DIR: 'tests/fixtures/content',
  GATSBY_BOOKING_SLOTS_URL: '/api/booking',
  GATSBY_BOOKING_URL: '/api/booking',
  GATSBY_BOOKING_FRAME_ORIGINS: process.env.GATSBY_BOOKING_FRAME_ORIGINS ?? 'http://localhost:*',
};
