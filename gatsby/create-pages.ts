/** All plans are checked before anything is created: no path claimed twice, no dead redirect. */
import type { CreatePagesArgs } from 'gatsby';
import { REDIRECTS, checkRedirects, type RedirectRule } from './redirects';
import { routeFamilies } from './routes';
import type { PlannedPage } from './routes/route-family';

export type { PlannedPage } from './routes/route-family';

export const duplicatePaths = (pages: readonly PlannedPage[]): string[] => {
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(page.path, (counts.get(page.path) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([path, count]) => `${path} (${count} pages)`);
};

// One parameter on purpose: Gatsby waits for a callback when a hook declares a third one.
export const createPages = async ({
  graphql,
  actions,
  reporter,
}: CreatePagesArgs): Promise<void> => {
  const planned: PlannedPage[] = [];
  const redirects: RedirectRule[] = [...REDIRECTS];
  for (const family of routeFamilies) {
    const result = await graphql(family.query);
    if (result.errors || !result.data) {
      reporter.panic(`Querying the content for ${family.name} failed`, result.errors);
      return;
    }
    planned.push(...family.plan(result.data));
    redirects.push(...(family.redirects?.(result.data) ?? []));
  }
  const duplicates = duplicatePaths(planned);
  if (duplicates.length > 0) {
    reporter.panic(`More than one page claims the same path: ${duplicates.join(', ')}`);
  }
  const redirectProblems = checkRedirects(redirects, new Set(planned.map((page) => page.path)));
  if (redirectProblems.length > 0) {
    reporter.panic(`The redirects do not fit the pages:\n${redirectProblems.join('\n')}`);
  }
  for (const page of planned) actions.createPage(page);
  for (const rule of redirects) {
    actions.createRedirect({
      fromPath: rule.from,
      toPath: rule.to,
      statusCode: rule.status,
      isPermanent: rule.status === 301,
      redirectInBrowser: false,
    });
  }
};
