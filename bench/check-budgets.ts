/**
 * A step of `npm test` (scripts/test-site.ts, on the fixture build): each template's first-load
 * JS, as bench/weight.ts counts it, against its budget in bench/first-load-js-budgets.ts. Exits
 * with 1 and names each template over its budget. docs/performance.md.
 *   npx tsx bench/check-budgets.ts [build folder, public by default]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_JS_BUDGETS } from './first-load-js-budgets';
import { budgetProblems, kb } from './support/budget-check';
import { readChunkGroups } from './support/first-load-files';
import { createWeigher } from './support/first-load-weight';
import { samplePages } from './support/template-samples';

const USAGE = 'usage: npx tsx bench/check-budgets.ts [build folder, public by default]';

const main = async () => {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    process.exit(2);
  }
  const root = path.resolve(args[0] ?? 'public');
  if (!existsSync(path.join(root, 'page-data'))) {
    console.error(`${root} holds no Gatsby build (no page-data/): build it first.\n${USAGE}`);
    process.exit(2);
  }
  const weigh = createWeigher(root, readChunkGroups(root));
  const measured = await Promise.all(samplePages(root).map(weigh));
  for (const { template, path: page, js } of measured) {
    const budget = FIRST_LOAD_JS_BUDGETS[template];
    console.log(
      `${template} (${page}): ${kb(js)} KB of ${budget ? `${budget.kb} KB` : 'no budget'}`,
    );
  }
  const problems = budgetProblems(measured, FIRST_LOAD_JS_BUDGETS);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
