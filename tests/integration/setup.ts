// Each integration test starts a script, a sync or a build, beside the site's own builds in
// npm test: this timeout only catches a hang (builds have their own, tests/support/temp-site.ts).
jest.setTimeout(5 * 60_000);
