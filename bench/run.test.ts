import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const USAGE = 'usage: npm run bench -- (weight | lighthouse | build) [options]';

const runBench = (args: string[]) =>
  spawnSync('npx', ['tsx', 'bench/run.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('bench/run.ts', () => {
  it('stops with exit code 2 and the usage for an unknown benchmark', () => {
    const result = runBench(['nope', '--runs', '1']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown benchmark "nope"');
    expect(result.stderr).toContain(USAGE);
  });

  it('stops with exit code 2 and the usage when no benchmark is named', () => {
    const result = runBench([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`Name a benchmark first\n${USAGE}`);
  });

  it('hands the arguments after the name to that benchmark', () => {
    const result = runBench(['weight', '--bogus']);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/'--bogus'[^]*\nusage: npm run bench -- weight /);
  });
});
