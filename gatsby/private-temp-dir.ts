/**
 * gatsby-adapter-netlify leaves temp folders behind; `os.tmpdir()` reads TMPDIR on every call,
 * so pointing it at a folder removed afterwards catches them.
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
