/**
 * The site tests of `npm test` (`npm run test:site`): the fixture end-to-end suite, the
 * real-content smoke run and the fixture build with third parties configured (test:third-parties'
 * steps), in three lanes so that browser runs overlap the builds and each other:
 *   builds     fixture build, links │ real build, links, headers │ 3P fixture build, headers
 *   browser 1  desktop, mobile (the biggest run, started first)  │ 3P mobile project, CSP
 *   browser 2                        real-content, deployed      │ 3P desktop project
 * Builds run one after another in this checkout (they share .cache, so only the first compiles
 * the site's code); each browser run serves a copy of the public/ it tests, taken right after
 * its build, and the two browser lanes use ports of their own. The steps of one build, or of
 * one browser run, stop at the first that fails; a browser run whose build failed is skipped,
 * the other builds and runs go on, and the summary lists every step.
 *   tsx scripts/test-site.ts
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { E2E_PORT } from '../tests/support/e2e-server';
import { prefixLines } from '../tests/support/prefix-lines.mjs';
import { TEST_BUILD_ENV } from '../tests/support/test-build-env';
import { THIRD_PARTY_TEST_SETTINGS } from '../tests/support/third-party-settings';

interface Step {
  label: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

type Outcome = 'ok' | 'FAILED' | 'skipped';
const summary: { label: string; outcome: Outcome; seconds: number; cpu?: number }[] = [];

/** Runs a command through run-parallel's measuring runner, which reports its CPU time on fd 3. */
const MEASURE = [path.join(__dirname, 'run-parallel.mjs'), '--measure'];

const npmRun = (label: string, script: string, ...args: string[]): Step => ({
  label,
  command: 'npm',
  args: ['run', script, ...(args.length > 0 ? ['--', ...args] : [])],
});
/**
 * Each browser run writes its traces and screenshots to a folder of its own under test-results/
 * (test:deployed's config has test-results/deployed): Playwright empties its output folder when
 * a run starts, which deleted the traces the run in the other lane was still writing.
 */
const outputOf = (run: string) => ['--output', path.join('test-results', run)];
const playwright = (label: string, output: string, ...args: string[]): Step => ({
  label,
  command: 'npx',
  args: ['playwright', 'test', ...outputOf(output), ...args],
});
/** The steps with `env` added to what each step sets already. */
const withEnv = (env: Record<string, string>, steps: Step[]): Step[] =>
  steps.map((step) => ({ ...step, env: { ...step.env, ...env } }));

const runStep = (lane: string, step: Step): Promise<boolean> =>
  new Promise((resolve) => {
    const started = performance.now();
    const prefix = `[${lane}] `;
    console.log(`${prefix}> ${step.command} ${step.args.join(' ')}`);
    const child = spawn(process.execPath, [...MEASURE, step.command, ...step.args], {
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    // Piped, as asked above (with a fourth pipe, the types no longer say so).
    if (child.stdout) prefixLines(child.stdout, prefix, process.stdout);
    if (child.stderr) prefixLines(child.stderr, prefix, process.stderr);
    let report = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (report += chunk.toString()));
    const finish = (passed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      let cpu: number | undefined;
      try {
        cpu = (JSON.parse(report) as { cpu?: number }).cpu;
      } catch {
        cpu = undefined;
      }
      summary.push({ label: step.label, outcome: passed ? 'ok' : 'FAILED', seconds, cpu });
      resolve(passed);
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });

/** Runs the steps one after another; false at the first that fails (the rest are skipped). */
const runSteps = async (lane: string, steps: Step[]): Promise<boolean> => {
  for (const [index, step] of steps.entries()) {
    if (!(await runStep(lane, step))) {
      for (const skipped of steps.slice(index + 1)) {
        summary.push({ label: skipped.label, outcome: 'skipped', seconds: 0 });
      }
      return false;
    }
  }
  return true;
};

const snapshots = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
// A run stopped by hand (Ctrl-C) or by CI's timeout still takes its copies of public/ with it:
// three copies of the site per run would otherwise pile up in the temp folder. The removal does
// not block: tsx, which runs this script, kills it outright unless it hears within 30 ms of each
// signal that the script got it, which tsx's own listener here can only say between tasks.
let stopping = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void rm(snapshots, { recursive: true, force: true }).finally(() => {
      process.exit(code);
    });
  });
}

/** A copy of public/ as it is now, for a browser run while the next build rewrites public/. */
const snapshot = (name: string): string => {
  const dir = path.join(snapshots, name);
  cpSync('public', dir, { recursive: true });
  return dir;
};
/** Steps that serve a copy of public/: both servers (e2e and `npm run serve`) read it. */
const serving = (dir: string, steps: Step[]): Step[] => withEnv({ E2E_PUBLIC_DIR: dir }, steps);

const thirdParties = { ...THIRD_PARTY_TEST_SETTINGS };

const smokeBrowser = (dir: string) =>
  serving(dir, [
    playwright('smoke: playwright real-content', 'real-content', '--project', 'real-content'),
    npmRun('smoke: test:deployed --serve', 'test:deployed', '--serve'),
  ]);
/** The third-party build's browser runs, split between the lanes (see `browserLane` below). */
const thirdPartyBrowser = (runs: Step[]) => (dir: string) =>
  serving(dir, withEnv(thirdParties, runs));
const thirdPartyMobileAndCsp = thirdPartyBrowser([
  playwright(
    '3P: playwright third-parties-mobile',
    'third-parties-mobile',
    '--project',
    'third-parties-mobile',
  ),
  playwright('3P: csp.spec desktop', 'csp', 'tests/e2e/csp.spec.ts', '--project', 'desktop'),
]);
const thirdPartyDesktop = thirdPartyBrowser([
  playwright(
    '3P: playwright third-parties-desktop',
    'third-parties-desktop',
    '--project',
    'third-parties-desktop',
  ),
]);
const fixtureBrowser = (dir: string) =>
  serving(dir, [
    playwright(
      'e2e: playwright desktop + mobile',
      'fixtures',
      '--project',
      'desktop',
      '--project',
      'mobile',
    ),
  ]);

const skip = (steps: Step[]): false => {
  for (const step of steps) summary.push({ label: step.label, outcome: 'skipped', seconds: 0 });
  return false;
};

/** A build's result, awaited by a browser lane: the directory to serve, or none if it failed. */
const built = () => {
  let settle: (dir: string | undefined) => void = () => undefined;
  const done = new Promise<string | undefined>((resolve) => (settle = resolve));
  return { done, settle };
};
const fixture = built();
const real = built();
const thirdParty = built();

/** Runs a build's steps, then hands a copy of its output to the browser lane waiting for it. */
const buildThen = async (result: ReturnType<typeof built>, name: string, steps: Step[]) => {
  const passed = await runSteps('builds   ', withEnv(TEST_BUILD_ENV, steps));
  result.settle(passed ? snapshot(name) : undefined);
  return passed;
};

const buildLane = async (): Promise<boolean> => {
  const fixturePassed = await buildThen(fixture, 'fixture', [
    npmRun('e2e: build:fixtures', 'build:fixtures'),
    npmRun('e2e: check:links', 'check:links'),
  ]);
  const realPassed = await buildThen(real, 'real', [
    npmRun('smoke: build', 'build'),
    npmRun('smoke: check:links', 'check:links'),
    npmRun('smoke: test:headers', 'test:headers'),
  ]);
  const thirdPartyPassed = await buildThen(thirdParty, 'third-parties', [
    ...withEnv(thirdParties, [
      npmRun('3P: build:fixtures', 'build:fixtures'),
      npmRun('3P: test:headers', 'test:headers'),
    ]),
  ]);
  return fixturePassed && realPassed && thirdPartyPassed;
};

/** A browser lane: its runs one after another on its own port, each once its build is done. */
const browserLane =
  (lane: string, port: number, runs: [ReturnType<typeof built>, (dir: string) => Step[]][]) =>
  async (): Promise<boolean> => {
    let passed = true;
    for (const [result, steps] of runs) {
      const dir = await result.done;
      const ran =
        dir === undefined
          ? skip(steps(''))
          : await runSteps(lane, withEnv({ E2E_PORT: String(port) }, steps(dir)));
      passed = ran && passed;
    }
    return passed;
  };

// The third-party build is the last: both lanes wait for it, so its runs go half to each.
const fixtureLane = browserLane('browser 1', E2E_PORT, [
  [fixture, fixtureBrowser],
  [thirdParty, thirdPartyMobileAndCsp],
]);
const otherLane = browserLane('browser 2', E2E_PORT + 1, [
  [real, smokeBrowser],
  [thirdParty, thirdPartyDesktop],
]);

const main = async () => {
  const started = performance.now();
  const results = await Promise.all([buildLane(), fixtureLane(), otherLane()]);
  rmSync(snapshots, { recursive: true, force: true });
  const width = Math.max(...summary.map(({ label }) => label.length));
  console.log('\nsite tests, three lanes (wall time, CPU time):');
  for (const { label, outcome, seconds, cpu } of summary) {
    const cpuTime = cpu === undefined ? '' : `  ${cpu.toFixed(1).padStart(7)} s CPU`;
    console.log(
      `  ${outcome.padEnd(7)} ${label.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s${cpuTime}`,
    );
  }
  const cpuTotal = summary.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
  const wall = (performance.now() - started) / 1000;
  console.log(`  total ${wall.toFixed(1)} s wall, ${cpuTotal.toFixed(1)} s CPU`);
  process.exit(results.every(Boolean) ? 0 : 1);
};

void main();
