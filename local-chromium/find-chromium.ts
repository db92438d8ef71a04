/**
 * The system Chromium that the tests, content:diff and the Lighthouse bench drive (Playwright
 * cannot download its own browsers here): Debian's `chromium-headless-shell` first (the old
 * headless mode, which draws no browser window), else the full `chromium`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** This machine's host names: the only ones the browser resolves (`offlineResolverFlag`). */
export const LOCAL_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

const CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

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
      'Install it with `apt-get install chromium-headless-shell` (Debian), ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
};

/**
 * Work the browser does that a test never needs: the address bar's suggestion popups (a
 * renderer each, for every window Playwright opens), and a spare renderer beside each new page
 * for a navigation to another site that a fresh context never makes.
 */
const UNNEEDED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
];

/** Starts the browser with Playwright's and our --disable-features lists merged. */
export const CHROMIUM_LAUNCHER = path.join(__dirname, 'chromium-launcher.sh');

/** Our flags, with the unused features off: for a browser started by the launcher. */
export const LAUNCHER_ARGS: readonly string[] = [
  ...CHROMIUM_LAUNCH_ARGS,
  `--disable-features=${UNNEEDED_FEATURES.join(',')}`,
];

/** The environment the launcher needs: this one, and the browser it is to start. */
export const launcherEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  CHROMIUM_BINARY: findChromium(),
});

/**
 * A Chromium flag under which no host name resolves but the local ones and `allowedHost` (a
 * deployed site under test). This is what blocks requests to other hosts, redirects included;
 * the e2e guard (tests/e2e/support/test.ts) only watches for them and fails the test. Requests
 * a test answers with a route (`answerExternalRequests`) never reach the resolver, so they
 * still work.
 */
export const offlineResolverFlag = (allowedHost?: string): string =>
  `--host-resolver-rules=${[
    'MAP * ~NOTFOUND',
    ...[...LOCAL_HOSTS, ...(allowedHost ? [allowedHost] : [])].map((host) => `EXCLUDE ${host}`),
  ].join(', ')}`;

/**
 * Playwright launch options for the system Chromium, through the launcher; only local hosts
 * and `allowedHost` resolve.
 */
export const playwrightLaunchOptions = (allowedHost?: string): LaunchOptions => ({
  executablePath: CHROMIUM_LAUNCHER,
  args: [...LAUNCHER_ARGS, offlineResolverFlag(allowedHost)],
  env: launcherEnv(),
});
