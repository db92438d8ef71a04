/**
 * Holds each template's first-load JS against its budget (bench/first-load-js-budgets.ts): a
 * template over it, one with no budget, and a budget no built template uses are each a problem
 * that names the template, the budget and the size.
 */
export const BUDGETS_FILE = 'bench/first-load-js-budgets.ts';

export interface Budget {
  /** KB (1,024 bytes), brotli. */
  kb: number;
  /** Why the budget is what it is: a rise says what it pays for. */
  why: string;
}

export interface MeasuredTemplate {
  template: string;
  path: string;
  /** Bytes of first-load JS, brotli. */
  js: number;
}

/** Two decimals, so that a size just over its budget does not read as equal to it. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(2);

/** Budgets a person got wrong: not a positive number of KB, or no reason. */
export const invalidBudgets = (budgets: Readonly<Record<string, Budget>>): string[] =>
  Object.entries(budgets).flatMap(([template, { kb: limit, why }]) => [
    ...(Number.isFinite(limit) && limit > 0
      ? []
      : [`${BUDGETS_FILE}: ${template}.kb must be a positive number of KB, not ${limit}`]),
    ...(why.trim() ? [] : [`${BUDGETS_FILE}: ${template}.why must say why, and is empty`]),
  ]);

export const budgetProblems = (
  measured: readonly MeasuredTemplate[],
  budgets: Readonly<Record<string, Budget>>,
): string[] => {
  const problems = invalidBudgets(budgets);
  for (const { template, path, js } of measured) {
    const budget = budgets[template];
    if (!budget)
      problems.push(
        `${template} (${path}) loads ${kb(js)} KB of JS and has no budget: add one to ${BUDGETS_FILE}`,
      );
    else if (js > budget.kb * 1024)
      problems.push(
        `${template} (${path}) loads ${kb(js)} KB of JS, over its budget of ${budget.kb} KB ` +
          `(${BUDGETS_FILE})`,
      );
  }
  const built = new Set(measured.map(({ template }) => template));
  for (const template of Object.keys(budgets).filter((name) => !built.has(name)))
    problems.push(
      `${BUDGETS_FILE} has a budget for ${template}, which the build has no page of: remove it`,
    );
  return problems;
};
