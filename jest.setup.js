// Runs before every unit test file (jest.config.js, setupFilesAfterEnv).

// The constants a build writes into the bundle (gatsby/webpack-config.ts, bundleConstants), as a
// build with no variable set has them; a test of other settings assigns its own
// (tests/support/browser-settings.ts).
globalThis.__SITE_SETTINGS__ = require('./src/settings/browser-settings').browserSettingsFrom({
  NODE_ENV: 'test',
});
globalThis.__IMAGE_SLOT_SIZES__ = require('./src/components/ui/slot-sizes-table').slotSizesTable();

// Only the test files that ask for jsdom (a `@jest-environment jsdom` docblock) render into a DOM; the others
// run in Node and use neither Testing Library nor jest-dom's matchers. Loading those two (React
// DOM, aria-query's role tables, …) into each of Jest's per-file module registries cost about a
// fifth of the unit tests' CPU time, so they are loaded only where there is a document.
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy* and waitFor wait up to 5 s, not 1 s: under a loaded CI machine React can take
  // longer than a second to commit, and a wait that gives up early fails a correct component.
  require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });
}
