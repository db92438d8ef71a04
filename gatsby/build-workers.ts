/**
 * How many cores Gatsby is told it has (GATSBY_CPU_COUNT).
 *
 * Gatsby runs page queries and renders HTML in worker processes, one per core but one, keeping
 * a core for its main process. During those steps the main process mostly waits (it runs only
 * the image jobs), so on this project's 2-core machines half the CPU sat idle while the
 * slowest steps ran. One worker per core built the 3 000-post benchmark about 20 % faster
 * (docs/performance.md). A value set in the environment is kept.
 */
import { availableParallelism } from 'node:os';
import { processEnv, readCpuCount } from '../src/settings/build';
import { readWhileLoading } from '../src/settings/values';

// Read while Gatsby loads its config: a malformed count is the settings check's to report.
export const buildCpuCount = (env: NodeJS.ProcessEnv = processEnv()): string =>
  readWhileLoading(() => readCpuCount(env), undefined) ?? String(availableParallelism() + 1);

/** Sets GATSBY_CPU_COUNT for this build; call before Gatsby creates its workers (in config). */
export const startAWorkerPerCore = (env: NodeJS.ProcessEnv = processEnv()): void => {
  env.GATSBY_CPU_COUNT = buildCpuCount(env);
};
