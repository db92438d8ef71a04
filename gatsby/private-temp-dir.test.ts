import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/**
 * Runs `withPrivateTempDir` in a fresh Node whose TMPDIR is `outer` (or unset), around a step
 * that leaves a folder in the temp folder, as the Netlify adapter does, and fails if `fail`.
 * In a fresh Node because Jest gives each test file a copy of `process.env` that `os.tmpdir()`
 * does not read; TMPDIR is set by the script, as tsx keeps its own cache in the temp folder.
 * Prints what it saw, as JSON.
 */
const runStep = (outer: string | undefined, fail: boolean) => {
  const script = `
    ${outer === undefined ? 'delete process.env.TMPDIR' : `process.env.TMPDIR = ${JSON.stringify(outer)}`};
    const { mkdtempSync } = require('node:fs');
    const { tmpdir } = require('node:os');
    const path = require('node:path');
    const { withPrivateTempDir } = require(${JSON.stringify(path.join(__dirname, 'private-temp-dir.ts'))});
    let left = '';
    withPrivateTempDir(async () => {
      left = mkdtempSync(path.join(tmpdir(), '_headers'));
      if (${fail}) throw new Error('step failed');
    })
      .then(() => 'ok', (error) => error.message)
      .then((outcome) => console.log(JSON.stringify({ outcome, left, after: process.env.TMPDIR ?? null })));`;
  const output = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim()) as { outcome: string; left: string; after: string | null };
};

let outer: string;
beforeEach(() => {
  outer = mkdtempSync(path.join(tmpdir(), 'private-temp-dir-test-'));
});
afterEach(() => rmSync(outer, { recursive: true, force: true }));

it('removes what the step left in the temp folder, and gives the temp folder back', () => {
  const { outcome, left, after } = runStep(outer, false);
  expect(outcome).toBe('ok');
  // The step's folder was made inside the private folder, inside the temp folder...
  expect(path.dirname(path.dirname(left))).toBe(outer);
  // ...and nothing of it is left.
  expect(existsSync(left)).toBe(false);
  expect(readdirSync(outer)).toEqual([]);
  expect(after).toBe(outer);
});

it('cleans up, and gives the temp folder back, when the step fails', () => {
  const { outcome, left, after } = runStep(outer, true);
  expect(outcome).toBe('step failed');
  expect(path.dirname(path.dirname(left))).toBe(outer);
  expect(readdirSync(outer)).toEqual([]);
  expect(after).toBe(outer);
});

it('leaves TMPDIR unset when it was unset', () => {
  expect(runStep(undefined, false).after).toBeNull();
});
