/**
 * A test's browser settings, given as the build gives them: the variables checked into
 * __SITE_SETTINGS__ (src/settings/browser.ts), in place of the setup's (jest.setup.js) until
 * the test file's next test.
 */
import { browserSettingsFrom } from '../../src/settings/browser-settings';

const setupSettings = globalThis.__SITE_SETTINGS__;
afterEach(() => {
  globalThis.__SITE_SETTINGS__ = setupSettings;
});

/** The settings of a build with `env` set, for the rest of the running test. */
export const buildWith = (env: Readonly<Record<string, string>>): void => {
  globalThis.__SITE_SETTINGS__ = browserSettingsFrom({ NODE_ENV: 'test', ...env });
};
