/**
 * Where the Chromium used by the e2e tests lives. Playwright cannot download its own browsers
 * here, so the tests drive the system's Chromium (Debian package `chromium`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a quiet, offline, container-friendly headless Chromium. */
export const CHROMIUM_LAUNCH_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const isFile = (file: string): boolean => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** CHROME_PATH if it points to a file, else the first system Chromium found. */
export const findChromium = (): string => {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && isFile(fromEnv)) return fromEnv;
  const found = CANDIDATES.find(isFile);
  if (found) return found;
  const envNote = fromEnv ? ` CHROME_PATH is set to ${fromEnv}, which is not a file.` : '';
  throw new Error(
    `No Chromium found (looked in ${CANDIDATES.join(', ')}).${envNote} ` +
      'Install it with `apt-get install chromium` (Debian/Ubuntu), ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
};

/**
 * Parts of the full browser a test never uses. In headless mode Chromium 156 still builds the
 * address bar's suggestion popups (WebUI pages, one renderer each) for every window, and
 * Playwright opens a window per test: these cost about as much CPU as the pages under test.
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Starts the browser with Playwright's and our --disable-features lists merged. */
export const CHROMIUM_LAUNCHER = path.join(__dirname, 'chromium-launcher.sh');

/** Our flags, with the unused features off: for a browser started by the launcher. */
export const LAUNCHER_ARGS: readonly string[] = [
  ...CHROMIUM_LAUNCH_ARGS,
  `--disable-features=${UNUSED_FEATURES.join(',')}`,
];

/** The environment the launcher needs: this one, and the browser it is to start. */
export const launcherEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CHROMIUM_BINARY: findChromium(),
});

/** Playwright launch options for the system Chromium, through the launcher. */
export const playwrightLaunchOptions = (): LaunchOptions => ({
  executablePath: CHROMIUM_LAUNCHER,
  args: [...LAUNCHER_ARGS],
  env: launcherEnv(),
});
