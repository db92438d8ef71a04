/**
 * Tests of the built site in public/ (`npm run test:headers`, run by test:smoke and
 * test:third-parties right after their build, and so by test:site): the Observatory grade of
 * every page. They read files only.
 */
const unit = require('./jest.config');

module.exports = {
  ...unit,
  displayName: 'built site',
  testMatch: ['<rootDir>/tests/built/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
};
