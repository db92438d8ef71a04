import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

type Seen = { outcome: string; left: string; after: string | null };
type Case = { outer: string | undefined; fail: boolean };

/**
 * Runs `withPrivateTempDir` once per case, in one fresh Node, with TMPDIR set to the case's
 * `outer` (or unset), around a step that leaves a folder in the temp folder, as the Netlify
 * adapter does, and fails if `fail`. In a fresh Node because Jest gives each test file a copy of
 * `process.env` that `os.tmpdir()` does not read; TMPDIR is set by the script, as tsx keeps its
 * own cache in the temp folder. Returns what each case saw.
 */
const runSteps = (cases: Case[]): Seen[] => {
  const script = `
    const { mkdtempSync } = require('node:fs');
    const { tmpdir } = require('node:os');
    const path = require('node:path');
    const { withPrivateTempDir } = require(${JSON.stringify(path.join(__dirname, 'private-temp-dir.ts'))});
    (async () => {
      const seen = [];
      for (const { outer, fail } of ${JSON.stringify(cases)}) {
        if (outer === undefined) delete process.env.TMPDIR;
        else process.env.TMPDIR = outer;
        let left = '';
        const outcome = await withPrivateTempDir(async () => {
          left = mkdtempSync(path.join(tmpdir(), '_headers'));
          if (fail) throw new Error('step failed');
        }).then(() => 'ok', (error) => error.message);
        seen.push({ outcome, left, after: process.env.TMPDIR ?? null });
      }
      console.log(JSON.stringify(seen));
    })();`;
  const output = execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output.trim()) as Seen[];
};

// Each case's own temp folder, so what is left in it can be listed; the three cases run in one
// fresh Node (a second or more each to start).
let succeeding: string;
let failing: string;
let seen: { succeeding: Seen; failing: Seen; unset: Seen };
beforeAll(() => {
  succeeding = mkdtempSync(path.join(tmpdir(), 'private-temp-dir-test-'));
  failing = mkdtempSync(path.join(tmpdir(), 'private-temp-dir-test-'));
  const [a, b, c] = runSteps([
    { outer: succeeding, fail: false },
    { outer: failing, fail: true },
    { outer: undefined, fail: false },
  ]);
  seen = { succeeding: a as Seen, failing: b as Seen, unset: c as Seen };
});
afterAll(() => {
  for (const dir of [succeeding, failing]) rmSync(dir, { recursive: true, force: true });
});

it('removes what the step left in the temp folder, and gives the temp folder back', () => {
  const { outcome, left, after } = seen.succeeding;
  expect(outcome).toBe('ok');
  // The step's folder was made inside the private folder, inside the temp folder...
  expect(path.dirname(path.dirname(left))).toBe(succeeding);
  // ...and nothing of it is left.
  expect(existsSync(left)).toBe(false);
  expect(readdirSync(succeeding)).toEqual([]);
  expect(after).toBe(succeeding);
});

it('cleans up, and gives the temp folder back, when the step fails', () => {
  const { outcome, left, after } = seen.failing;
  expect(outcome).toBe('step failed');
  expect(path.dirname(path.dirname(left))).toBe(failing);
  expect(readdirSync(failing)).toEqual([]);
  expect(after).toBe(failing);
});

it('leaves TMPDIR unset when it was unset', () => {
  expect(seen.unset.after).toBeNull();
});
