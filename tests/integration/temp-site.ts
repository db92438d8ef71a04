/**
 * A throwaway copy of the site (sources copied, node_modules linked) for tests that run a
 * real `gatsby build`, so the project's own .cache and public/ are never touched.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FILES = [
  'package.json',
  'tsconfig.json',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'content-models',
  'gatsby',
  'plugins',
  'src',
];

export interface TempSite {
  dir: string;
  /** A copy of the fixture mirror, free to break. */
  contentDir: string;
  remove: () => void;
}

export const makeTempSite = (): TempSite => {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-build-'));
  const site = path.join(dir, 'site');
  for (const file of SITE_FILES)
    cpSync(path.join(ROOT, file), path.join(site, file), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const contentDir = path.join(dir, 'content');
  cpSync(path.join(ROOT, 'tests/fixtures/content'), contentDir, { recursive: true });
  return { dir: site, contentDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

/** Runs `gatsby build` in the copy; output has colours removed and whitespace folded. */
export const buildSite = (site: TempSite): { status: number | null; output: string } => {
  const result = spawnSync(process.execPath, ['node_modules/gatsby/cli.js', 'build'], {
    cwd: site.dir,
    env: {
      ...process.env,
      CONTENT_DIR: site.contentDir,
      GATSBY_TELEMETRY_DISABLED: '1',
      CI: 'true',
    },
    encoding: 'utf8',
    timeout: 240_000,
  });
  const output = stripVTControlCharacters(result.stdout + result.stderr).replace(/\s+/g, ' ');
  return { status: result.status, output };
};

/** Builds take a minute or two on two cores. */
export const BUILD_TEST_TIMEOUT = 300_000;
