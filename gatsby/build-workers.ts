/**
 * One worker per core: Gatsby keeps a core for its main process, which mostly waits during the
 * worker steps (docs/performance.md). A GATSBY_CPU_COUNT in the environment is kept.
 */
import { availableParallelism } from 'node:os';
import { processEnv, readCpuCount } from '../src/settings/build';
import { readWhileLoading } from '../src/settings/values';

export const buildCpuCount = (env: NodeJS.ProcessEnv = processEnv()): string =>
  readWhileLoading(() => readCpuCount(env), undefined) ?? String(availableParallelism() + 1);

/** Call before Gatsby creates its workers (in config). */
export const startAWorkerPerCore = (env: NodeJS.ProcessEnv = processEnv()): void => {
  env.GATSBY_CPU_COUNT = buildCpuCount(env);
};
