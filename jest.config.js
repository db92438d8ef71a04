/**
 * Jest's three projects: `unit` (`*.test.ts(x)` next to the code, part of `npm run check`),
 * `integration` (tests/integration/, site copies and content scripts) and `built` (tests/built/,
 * the built site in PUBLIC_DIR, default public/). Pick one with `jest --selectProjects <name>`;
 * Playwright owns tests/e2e.
 */
/**
 * Tests are compiled by SWC (@swc/jest) rather than Babel: a compiler written in Rust, many times
 * cheaper than Babel with Gatsby's preset, which matters whenever Jest's cache is cold (a clean
 * clone, CI). It strips TypeScript without type-checking (`npm run check` runs tsc), compiles
 * JSX for React's automatic runtime with Emotion's `css` prop (importSource, as
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

/** What every project shares: the compiler, the stubs and the setup file. */
const shared = {
  transform: {
    '^.+\\.tsx?$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.m?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json', 'node'],
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
  setupFilesAfterEnv: ['<rootDir>/jest.setup.js'],
};

module.exports = {
  // Jest reads the timeout and the worker count for a whole run, not per project: these are the
  // unit tests'. The integration project sets its own timeout (tests/integration/setup.ts) and
  // npm test runs it with `--runInBand`.
  //
  // `npm run check` runs Jest beside tsc, ESLint and Prettier on two cores: a component test
  // that types into a form can take several times its quiet-machine time, and a test that
  // times out keeps running into the next one. Timing is measured by benchmarks, not here.
  testTimeout: 30_000,
  // Jest's default leaves one core free; the unit tests are the longest step of `npm run check`
  // and finish sooner with every core (tsc, ESLint and Prettier end early).
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'unit',
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
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      setupFilesAfterEnv: [...shared.setupFilesAfterEnv, '<rootDir>/tests/integration/setup.ts'],
      globalSetup: '<rootDir>/tests/integration/global-setup.ts',
      globalTeardown: '<rootDir>/tests/integration/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'built',
      testMatch: ['<rootDir>/tests/built/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/built/global-setup.ts',
    },
  ],
};
