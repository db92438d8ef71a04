/**
 * Tests of the built site in PUBLIC_DIR, default public/ (`npm run test:headers`, run by
 * test:smoke and test:third-parties right after their build, and so by test:site): the
 * Observatory grade of every page. They read files only; the first run installs the grader
 * (tests/support/observatory.ts) from the npm registry.
 */
const unit = require('./jest.config');

module.exports = {
  ...unit,
  displayName: 'built site',
  testMatch: ['<rootDir>/tests/built/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  globalSetup: '<rootDir>/tests/built/global-setup.ts',
};
