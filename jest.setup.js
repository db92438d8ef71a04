// Runs before every unit test file (jest.config.js, setupFilesAfterEnv). Only the test
// files that ask for jsdom (a `@jest-environment jsdom` docblock) render into a DOM; the others
// run in Node and use neither Testing Library nor jest-dom's matchers. Loading those two (React
// DOM, aria-query's role tables, …) into each of Jest's per-file module registries cost about a
// fifth of the unit tests' CPU time, so they are loaded only where there is a document.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy* and waitFor wait up to 5 s, not 1 s: under a loaded CI machine React can take
  // longer than a second to commit, and a wait that gives up early fails a correct component.
  require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
}
