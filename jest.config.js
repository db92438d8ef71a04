/**
 * Unit and component tests (`npm run test:unit`, part of `npm run check`): `*.test.ts(x)` next to
 * the code, no site build and no slow servers. Tests that build the site or run the content
 * scripts live in tests/integration/ (jest.integration.config.js); Playwright owns tests/e2e.
 */
/**
 * Tests are compiled by SWC (@swc/jest) rather than Babel: a compiler written in Rust that turns
 * the ~400 files the unit tests load into CommonJS in about 0.2 CPU seconds, where Babel with
 * Gatsby's preset took about 8 (measured here; paid whenever Jest's cache is cold, as in a clean
 * clone and in CI). It strips TypeScript without type-checking (`npm run typecheck` does that),
 * compiles JSX for React's automatic runtime with Emotion's `css` prop (importSource, as
 * gatsby-plugin-emotion does for the site) and, like babel-jest, lifts `jest.mock` calls above
 * the imports. `.js` files, Gatsby's own among them (transformIgnorePatterns), are parsed as
 * JavaScript with JSX, not as TypeScript, whose grammar reads some JavaScript differently.
 */
const swc = (parser) => [
  '@swc/jest',
  {
    jsc: {
      parser,
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  displayName: 'unit',
  transform: {
    '^.+\\.tsx?$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.m?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  // Plain-Node modules (tests/support/*.mjs, loaded by scripts/run-parallel.mjs) are tested
  // too.
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json', 'node'],
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
  // Gatsby's testing guide compiles these packages too. No test loads them today (__mocks__/
  // gatsby.tsx stands in for `gatsby`), but one that asks for the real module gets it compiled.
  // Netlify's parsers (local-netlify/site-rules.ts) are ES modules only, as is one dependency.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|@netlify/headers-parser|@netlify/redirect-parser|escape-string-regexp)/)',
  ],
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
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
};
