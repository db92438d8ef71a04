/**
 * Variables every test build gets (the site tests' builds and the integration tests' copies).
 *
 * One HTML worker: `npm test` runs builds beside browser runs and other builds, so the cores
 * are busy anyway, and each extra worker costs CPU to start and load the renderer (a fixture
 * build took about a quarter less CPU with one worker than with three). The output is the same.
 */
export const TEST_BUILD_ENV: Readonly<Record<string, string>> = { GATSBY_CPU_COUNT: '1' };
