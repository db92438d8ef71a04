/**
 * The site tests of `npm test`: three groups, each a build and the browser runs on it, in three
 * lanes so that browser runs overlap the builds and each other:
 *   builds     e2e build, links, budgets │ smoke build, links, headers │ third-parties build, headers
 *   browser 1  e2e desktop+mobile (the biggest run, first)             │ 3P mobile, CSP
 *   browser 2                                smoke specs, deployed      │ 3P desktop
 *   tsx scripts/test-site.ts [e2e|smoke|third-parties] [--dry-run]
 */
import type { CloseEvent } from 'concurrently';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORT } from '../tests/support/e2e-server';
import { FIXTURE_BUILD_ENV, TEST_BUILD_ENV } from '../tests/support/test-build-env';
import { THIRD_PARTY_TEST_SETTINGS } from '../tests/support/third-party-settings';

interface Step {
  label: string;
  command: string;
  env?: Record<string, string>;
}
type Env = Readonly<Record<string, string>>;

const GROUPS = ['e2e', 'smoke', 'third-parties'] as const;
type Group = (typeof GROUPS)[number];

const USAGE =
  'usage: tsx scripts/test-site.ts [e2e|smoke|third-parties] [--dry-run]\n' +
  '  no group runs all three in lanes; --dry-run prints the steps without running them';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}
const dryRun = args.includes('--dry-run');
const named = args.filter((arg) => arg !== '--dry-run');
const unknown = named.filter((arg) => !(GROUPS as readonly string[]).includes(arg));
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(', ')}.\n${USAGE}`);
  process.exit(2);
}
const selected = (group: Group) => named.length === 0 || named.includes(group);

/**
 * Each browser run writes its traces and screenshots to a folder of its own under test-results/:
 * Playwright empties its output folder when a run starts, which would delete the traces the run
 * in the other lane is still writing.
 */
const playwright = (label: string, output: string, projectArgs: string): Step => ({
  label,
  command: `npx playwright test --output test-results/${output} ${projectArgs}`,
});
const withEnv = (env: Env, steps: Step[]): Step[] =>
  steps.map((step) => ({ ...step, env: { ...step.env, ...env } }));

type Outcome = 'ok' | 'FAILED' | 'skipped';
const summary: { lane: string; label: string; outcome: Outcome; seconds: number }[] = [];

/** Runs the steps one after another with concurrently; after the first that fails, none. */
const runSteps = async (lane: string, steps: Step[]): Promise<boolean> => {
  if (dryRun) {
    for (const { label, command, env } of steps) {
      const vars = Object.keys(env ?? {}).join(' ');
      console.log(`[${lane}] ${label}: ${command}${vars ? `  (sets ${vars})` : ''}`);
    }
    return true;
  }
  // A dynamic import: tsx turns a static one into require(), and the package (ES modules only)
  // then fails to load its own dependencies.
  const { concurrently } = await import('concurrently');
  const { result } = concurrently(
    steps.map(({ label, command, env }) => ({ name: label, command, env })),
    { maxProcesses: 1, killOthersOn: ['failure'], prefix: `[${lane}|{name}]` },
  );
  const events = await result.catch((closed: CloseEvent[]) => closed);
  for (const [index, { label }] of steps.entries()) {
    const event = events.find((closed) => closed.index === index);
    const outcome = !event ? 'skipped' : event.exitCode === 0 ? 'ok' : 'FAILED';
    summary.push({ lane, label, outcome, seconds: event?.timings.durationSeconds ?? 0 });
  }
  return events.length === steps.length && events.every(({ exitCode }) => exitCode === 0);
};

const snapshots = mkdtempSync(path.join(tmpdir(), 'site-tests-'));
// A run stopped by hand or by CI's timeout still removes its copies of public/. tsx kills the
// script outright unless it hears back within 30 ms of a signal, so the removal does not block.
let stopping = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void rm(snapshots, { recursive: true, force: true }).finally(() => process.exit(code));
  });
}

/** A copy of public/ as it is now, for a browser run while the next build rewrites public/. */
const snapshot = (name: string): string => {
  const dir = path.join(snapshots, name);
  if (!dryRun) cpSync('public', dir, { recursive: true });
  return dir;
};

const thirdParties: Env = THIRD_PARTY_TEST_SETTINGS;
const links: Step['command'] = 'npx tsx scripts/check-links.ts public';
const headers: Step['command'] = 'npx jest --selectProjects built';
// On the fixture build: its content changes only with the code (docs/performance.md).
const budgets: Step['command'] = 'npx tsx bench/check-budgets.ts public';

/** A group: its build steps, then its browser runs split between the two browser lanes. */
interface GroupSteps {
  build: Step[];
  browser1: Step[];
  browser2: Step[];
}
const groupSteps: Record<Group, GroupSteps> = {
  e2e: {
    build: withEnv(FIXTURE_BUILD_ENV, [
      { label: 'e2e build', command: 'npm run build' },
      { label: 'e2e links', command: links },
      { label: 'e2e budgets', command: budgets },
    ]),
    browser1: [playwright('e2e desktop+mobile', 'fixtures', '--project desktop --project mobile')],
    browser2: [],
  },
  smoke: {
    build: [
      { label: 'smoke build', command: 'npm run build' },
      { label: 'smoke links', command: links },
      { label: 'smoke headers', command: headers },
    ],
    browser1: [],
    browser2: [
      playwright('smoke real-content', 'real-content', '--project real-content'),
      { label: 'smoke deployed', command: 'npx tsx scripts/test-deployed.ts --serve' },
    ],
  },
  'third-parties': {
    build: withEnv({ ...FIXTURE_BUILD_ENV, ...thirdParties }, [
      { label: '3P build', command: 'npm run build' },
      { label: '3P headers', command: headers },
    ]),
    browser1: withEnv(thirdParties, [
      playwright('3P mobile', 'third-parties-mobile', '--project third-parties-mobile'),
      playwright('3P csp', 'csp', 'tests/e2e/csp.spec.ts --project desktop'),
    ]),
    browser2: withEnv(thirdParties, [
      playwright('3P desktop', 'third-parties-desktop', '--project third-parties-desktop'),
    ]),
  },
};

/**
 * Builds run one after another in this checkout (they share .cache, so only the first compiles);
 * each leaves a copy of public/ for its browser runs, or undefined if it failed.
 */
let previous: Promise<unknown> = Promise.resolve();
const builds = new Map(
  GROUPS.filter(selected).map((group) => {
    const steps = withEnv(TEST_BUILD_ENV, groupSteps[group].build);
    const build = previous
      .then(() => runSteps('builds', steps))
      .then((ok) => (ok ? snapshot(group) : undefined));
    previous = build;
    return [group, build] as const;
  }),
);

/** A browser lane: each group's runs once its build is done, serving a copy on its own port. */
const browserLane = async (lane: 'browser1' | 'browser2', port: number): Promise<boolean> => {
  let passed = true;
  for (const [group, build] of builds) {
    const steps = groupSteps[group][lane];
    if (steps.length === 0) continue;
    const dir = await build;
    if (dir === undefined) {
      for (const { label } of steps) summary.push({ lane, label, outcome: 'skipped', seconds: 0 });
      passed = false;
      continue;
    }
    const env = { E2E_PUBLIC_DIR: dir, E2E_PORT: String(port) };
    passed = (await runSteps(lane, withEnv(env, steps))) && passed;
  }
  return passed;
};

const main = async () => {
  const results = await Promise.all([
    ...[...builds.values()].map(async (build) => (await build) !== undefined),
    browserLane('browser1', E2E_PORT),
    browserLane('browser2', E2E_PORT + 1),
  ]);
  rmSync(snapshots, { recursive: true, force: true });
  if (!dryRun) {
    const width = Math.max(...summary.map(({ label }) => label.length));
    console.log('\nsite tests:');
    for (const { lane, label, outcome, seconds } of summary) {
      const time = `${seconds.toFixed(1).padStart(6)} s`;
      console.log(`  ${outcome.padEnd(7)} ${lane.padEnd(8)} ${label.padEnd(width)} ${time}`);
    }
  }
  process.exit(results.every(Boolean) ? 0 : 1);
};

void main();
