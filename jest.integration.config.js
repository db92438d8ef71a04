/**
 * Integration tests (`npm run test:integration`, part of `npm test`): tests/integration/, each
 * of which builds a throwaway copy of the site (tests/support/temp-site.ts) or runs a content
 * script against a loopback Contentful API. Minutes, not seconds: kept out of `npm run check`.
 */
const unit = require('./jest.config');

module.exports = {
  ...unit,
  displayName: 'integration',
  testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // Each test starts a script, a sync or a build, beside the site's own builds in npm test: the
  // timeout only catches a hang (builds have their own, tests/support/temp-site.ts).
  testTimeout: 5 * 60_000,
  // One file at a time: a build already keeps every core busy, and builds one after another
  // share the compiled code (tests/support/temp-site.ts, TEMP_SITE_RUN_DIR).
  maxWorkers: 1,
  globalSetup: '<rootDir>/tests/integration/global-setup.ts',
  globalTeardown: '<rootDir>/tests/integration/global-teardown.ts',
};
