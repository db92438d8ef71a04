/**
 * End-to-end tests of a deployed copy of the site (a Netlify deploy preview, production, or
 * `npm run serve`): `npx tsx scripts/test-deployed.ts --base-url <url>`.
 * Nothing is built and no local file is read: the pages come from the deployed sitemap, and
 * the browser may load nothing but that origin. The HTML report is written to
 * playwright-report/deployed (the workflow uploads it).
 */
import { defineConfig } from '@playwright/test';
import localConfig from './playwright.config';
import { E2E_PUBLIC_DIR } from './tests/support/e2e-server';
import { playwrightLaunchOptions } from './local-chromium/find-chromium';
import type { GuardOptions } from './tests/e2e/support/test';

const baseURL = process.env.DEPLOYED_BASE_URL;
if (!baseURL) {
  throw new Error('No site to test: run npx tsx scripts/test-deployed.ts --base-url <url>');
}
/** Set by `scripts/test-deployed.ts --serve`: start `npm run serve` on that port first. */
const servePort = process.env.DEPLOYED_SERVE_PORT;
// The local suite's settings (workers, retries, browser…), without its projects and server.
const { projects: _projects, webServer: _webServer, ...shared } = localConfig;

export default defineConfig<GuardOptions>({
  ...shared,
  testDir: 'tests/deployed',
  outputDir: 'test-results/deployed',
  // A deploy preview answers over the internet: more time per page than the local server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report/deployed', open: 'never' }]],
  use: {
    ...localConfig.use,
    baseURL,
    allowedOrigin: new URL(baseURL).origin,
    // The deployed site's host resolves as well as the local ones.
    launchOptions: playwrightLaunchOptions(new URL(baseURL).hostname),
    viewport: { width: 1280, height: 800 },
  },
  projects: [{ name: 'deployed' }],
  webServer: servePort
    ? {
        command: `npm run serve -- --port ${servePort} --root ${E2E_PUBLIC_DIR} --fast-compression`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 30_000,
        stdout: 'pipe',
        stderr: 'pipe',
      }
    : undefined,
});
