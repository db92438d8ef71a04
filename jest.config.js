/** Unit and component tests: `*.test.ts(x)` next to the code. Playwright owns tests/e2e. */
module.exports = {
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/\\.cache/',
    '/\\.netlify/',
    '/public/',
    '/tests/e2e/',
  ],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpe?g|webp)$': '<rootDir>/tests/unit/file-stub.js',
  },
  globals: { __PATH_PREFIX__: '' },
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
