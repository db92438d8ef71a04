/**
 * Unit and component tests (`npm run test:unit`, part of `npm run check`): `*.test.ts(x)` next to
 * the code, no site build and no slow servers. Tests that build the site or run the content
 * scripts live in tests/integration/ (jest.integration.config.js); Playwright owns tests/e2e.
 */
module.exports = {
  displayName: 'unit',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/\\.cache/',
    '/\\.netlify/',
    '/public/',
    '/tests/e2e/',
    '/tests/integration/',
    '/tests/built/',
  ],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|webp)$': '<rootDir>/tests/unit/file-stub.js',
  },
  globals: { __PATH_PREFIX__: '' },
  testEnvironment: 'node',
  // `npm run check` runs jest beside tsc, ESLint and Prettier on two cores: a component test
  // that types into a form can take several times its quiet-machine time, and a test that
  // times out keeps running into the next one. Timing is measured by benchmarks, not here.
  testTimeout: 30_000,
  // Jest's default leaves one core free; the tests are the longest step of `npm run check` and
  // finish in about two thirds of the time with every core (tsc, ESLint and Prettier end early).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
