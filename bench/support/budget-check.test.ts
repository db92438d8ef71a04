import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_LOAD_JS_BUDGETS } from '../first-load-js-budgets';
import { budgetProblems, BUDGETS_FILE, invalidBudgets } from './budget-check';

const BUDGETS = {
  'src-templates-page-tsx': { kb: 80, why: 'the runtime and a page' },
  'src-templates-form-tsx': { kb: 100, why: 'a form' },
};
const page = (template: string, js: number) => ({ template, path: `/${template}`, js });

describe('budgetProblems', () => {
  it('passes templates at or under their budget', () => {
    expect(
      budgetProblems(
        [page('src-templates-page-tsx', 80 * 1024), page('src-templates-form-tsx', 90_000)],
        BUDGETS,
      ),
    ).toEqual([]);
  });

  it('names a template over its budget, with the budget, the size and the file', () => {
    expect(
      budgetProblems(
        [page('src-templates-page-tsx', 80 * 1024 + 1), page('src-templates-form-tsx', 90_000)],
        BUDGETS,
      ),
    ).toEqual([
      `src-templates-page-tsx (/src-templates-page-tsx) loads 80.00 KB of JS, over its budget of 80 KB (${BUDGETS_FILE})`,
    ]);
  });

  it('names a built template without a budget, and a budget without a template', () => {
    const problems = budgetProblems(
      [page('src-templates-page-tsx', 1000), page('src-templates-new-tsx', 2048)],
      BUDGETS,
    );
    expect(problems).toEqual([
      `src-templates-new-tsx (/src-templates-new-tsx) loads 2.00 KB of JS and has no budget: add one to ${BUDGETS_FILE}`,
      `${BUDGETS_FILE} has a budget for src-templates-form-tsx, which the build has no page of: remove it`,
    ]);
  });

  it('names a budget that is no positive number or gives no reason', () => {
    expect(
      invalidBudgets({
        a: { kb: 0, why: 'x' },
        b: { kb: Number.NaN, why: 'y' },
        c: { kb: 1, why: ' ' },
      }),
    ).toEqual([
      `${BUDGETS_FILE}: a.kb must be a positive number of KB, not 0`,
      `${BUDGETS_FILE}: b.kb must be a positive number of KB, not NaN`,
      `${BUDGETS_FILE}: c.why must say why, and is empty`,
    ]);
  });
});

describe(BUDGETS_FILE, () => {
  it('holds valid budgets', () => {
    expect(Object.keys(FIRST_LOAD_JS_BUDGETS).length).toBeGreaterThan(0);
    expect(invalidBudgets(FIRST_LOAD_JS_BUDGETS)).toEqual([]);
  });

  it('is what docs/performance.md lists', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../docs/performance.md'), 'utf8');
    const section = doc.split(/^### First-load JS budgets$/m)[1]?.split(/^#/m)[0] ?? '';
    const listed = Object.fromEntries(
      section
        .split('\n')
        .map((line) => /^\| `([\w-]+)` +\| +([\d.]+) +\| +(.+?) +\|$/.exec(line))
        .filter((match) => match !== null)
        .map(([, template, budget, why]) => [template, { kb: Number(budget), why }]),
    );
    expect(listed).toEqual(FIRST_LOAD_JS_BUDGETS);
  });
});
