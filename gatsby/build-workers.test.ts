import { availableParallelism } from 'node:os';
import { buildCpuCount, startAWorkerPerCore } from './build-workers';

describe('build worker count', () => {
  it('is one more than the cores, so Gatsby starts a worker for each core', () => {
    expect(buildCpuCount({})).toBe(String(availableParallelism() + 1));
  });

  it('keeps a count set in the environment', () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: '1' };
    startAWorkerPerCore(env);
    expect(env.GATSBY_CPU_COUNT).toBe('1');
  });

  it('is written to the environment Gatsby reads', () => {
    const env: NodeJS.ProcessEnv = {};
    startAWorkerPerCore(env);
    expect(env.GATSBY_CPU_COUNT).toBe(String(availableParallelism() + 1));
  });
});
