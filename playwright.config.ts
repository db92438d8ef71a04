/**
 * End-to-end tests of the built site (`public/`), served like Netlify by local-netlify/serve.ts.
 * The build is not run here: build first (with CONTENT_DIR=tests/fixtures/content), then
 * `npx playwright test`. Runs the system Chromium (local-chromium/find-chromium.ts): nothing is
 * downloaded, and requests to other hosts are blocked by tests/e2e/support/test.ts.
 */
import { defineConfig } from '@playwright/test';
import { E2E_PORT, E2E_PUBLIC_DIR, E2E_SUBMISSIONS_FILE } from './tests/support/e2e-server';
import { playwrightLaunchOptions } from './local-chromium/find-chromium';

const PORT = E2E_PORT;
const baseURL = `http://127.0.0.1:${PORT}`;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  timeout: 30_000,
  // How long an assertion waits for the page to get there; a passing test waits no longer than
  // the page takes. With builds and two browser runs sharing two cores (npm test), the local
  // server answered in up to 2 s a request and a search showed its results 12 s after its HTML
  // (trace of a clean-clone run at aa061a1): 5 s failed such waits that a quieter machine passes.
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    launchOptions: playwrightLaunchOptions(),
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    // Recording a trace slows every test by about a tenth; on CI only a retried test records one.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Fixture content (`test-site.ts e2e`), at a desktop and a mobile width.
    {
      name: 'desktop',
      grepInvert: /@real-content|@third-parties/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Tests tagged @any-viewport check what no width changes (redirects, head tags, output
    // files, messages): they run once, in the desktop project.
    {
      name: 'mobile',
      grepInvert: /@real-content|@any-viewport|@third-parties/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    // The smoke run over the real content (`test-site.ts smoke`): once, at desktop width. Its
    // tests visit a dozen pages each, and `scripts/test-site.ts` runs it beside a build.
    {
      name: 'real-content',
      grep: /@real-content/,
      timeout: 90_000,
      use: { viewport: { width: 1280, height: 800 } },
    },
    // Cookie consent and the third parties it gates (`test-site.ts third-parties`), on the
    // fixture build with them configured, at both widths; those tagged @any-viewport (what the
    // page sends, not how it looks) once, at desktop width.
    {
      name: 'third-parties-desktop',
      grep: /@third-parties/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'third-parties-mobile',
      grep: /@third-parties/,
      grepInvert: /@any-viewport/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `npx tsx local-netlify/serve.ts --port ${PORT} --root ${E2E_PUBLIC_DIR} --submissions ${E2E_SUBMISSIONS_FILE} --fast-compression`,
    url: `${baseURL}/`,
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
