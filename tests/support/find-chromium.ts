/**
 * Where the Chromium used by the e2e tests lives. Playwright cannot download its own browsers
 * here, so the tests drive the system's Chromium (Debian package `chromium`).
 */
import fs from 'node:fs';

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
