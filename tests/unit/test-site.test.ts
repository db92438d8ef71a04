/**
 * scripts/test-site.ts's command line: a group runs only its own steps, in the lanes they belong
 * to, and a wrong argument is named. `--dry-run` lists the steps without running them.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const testSite = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/test-site.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
/** Each listed step as `[lane] label`. */
const steps = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(':')[0]);

describe('scripts/test-site.ts', () => {
  it('runs a group alone: its build steps, then its browser runs on the build', () => {
    const run = testSite('smoke', '--dry-run');
    expect(run.status).toBe(0);
    expect(steps(run.stdout)).toEqual([
      '[builds] smoke build',
      '[builds] smoke links',
      '[builds] smoke headers',
      '[browser2] smoke real-content',
      '[browser2] smoke deployed',
    ]);
    expect(run.stdout).toContain('E2E_PUBLIC_DIR');
  });

  it('holds the fixture build to its first-load JS budgets before its browser runs', () => {
    const run = testSite('e2e', '--dry-run');
    expect(run.status).toBe(0);
    expect(steps(run.stdout)).toEqual([
      '[builds] e2e build',
      '[builds] e2e links',
      '[builds] e2e budgets',
      '[browser1] e2e desktop+mobile',
    ]);
    expect(run.stdout).toContain('e2e budgets: npx tsx bench/check-budgets.ts public');
  });

  it('gives the third-party build its settings, and its browser runs to both lanes', () => {
    const run = testSite('third-parties', '--dry-run');
    expect(run.status).toBe(0);
    const listed = run.stdout.split('\n').filter(Boolean);
    expect(listed.filter((line) => line.startsWith('[builds] 3P build'))[0]).toContain(
      'GATSBY_SEGMENT_WRITE_KEY',
    );
    expect(steps(run.stdout)).toEqual(
      expect.arrayContaining([
        '[browser1] 3P mobile',
        '[browser1] 3P csp',
        '[browser2] 3P desktop',
      ]),
    );
  });

  it('names an unknown argument and exits with 2', () => {
    const run = testSite('smok');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown argument smok.');
    expect(run.stdout).toBe('');
  });
});
