/**
 * Runs a step with the system temp folder pointed at a fresh folder of its own, removed
 * afterwards with whatever the step left in it.
 *
 * gatsby-adapter-netlify writes `_headers` and `_redirects` through a folder it makes in the
 * temp folder and never removes: two empty folders per build, hundreds in /tmp on a machine
 * that builds all day (tests, benchmarks). Node's `os.tmpdir()` reads TMPDIR on every call, so
 * pointing it elsewhere for the step catches them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processEnv } from '../src/settings/build';

export const withPrivateTempDir = async <T>(step: () => T | Promise<T>): Promise<T> => {
  const env = processEnv();
  const previous = env.TMPDIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'site-build-step-'));
  env.TMPDIR = dir;
  try {
    return await step();
  } finally {
    if (previous === undefined) delete env.TMPDIR;
    else env.TMPDIR = previous;
    rmSync(dir, { recursive: true, force: true });
  }
};
