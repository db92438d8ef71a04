/**
 * The one entry of the benchmarks: `npm run bench -- <name> [options]` runs bench/<name>.ts
 * with the options that follow the name. docs/performance.md.
 */
const BENCHMARKS = {
  weight: () => import('./weight'),
  lighthouse: () => import('./lighthouse'),
  build: () => import('./build'),
};
const USAGE = `usage: npm run bench -- (${Object.keys(BENCHMARKS).join(' | ')}) [options]`;

const isBenchmark = (name: string | undefined): name is keyof typeof BENCHMARKS =>
  name !== undefined && Object.hasOwn(BENCHMARKS, name);

// Each benchmark reads its options from process.argv, so the name leaves it first.
const [benchmark] = process.argv.splice(2, 1);
if (!isBenchmark(benchmark)) {
  console.error(
    `${benchmark === undefined ? 'Name a benchmark first' : `Unknown benchmark "${benchmark}"`}\n${USAGE}`,
  );
  process.exit(2);
}
void BENCHMARKS[benchmark]();
