/**
 * Lists every route family of the site. Each family plans its pages with a pure function
 * (unit-tested) from a GraphQL query; all plans are checked together before any page is
 * created, so two families can never claim the same path.
 */
import type { GatsbyNode } from 'gatsby';
import { planLandingPages } from './routes/landing-pages';

export interface PlannedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
}

/** Paths claimed by more than one planned page, each with how many claim it. */
export const duplicatePaths = (pages: readonly PlannedPage[]): string[] => {
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(page.path, (counts.get(page.path) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => count > 1)
    .map(([path, count]) => `${path} (${count} pages)`);
};

/** What the routes query returns, in terms of the generated schema types. */
interface RoutesData {
  allContentfulLandingPageTemplate: {
    nodes: Pick<Queries.ContentfulLandingPageTemplate, 'id' | 'slug'>[];
  };
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<RoutesData>(`
    query Routes {
      allContentfulLandingPageTemplate {
        nodes {
          id
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Querying the content for page routes failed', result.errors);
    return;
  }
  const planned = [...planLandingPages(result.data.allContentfulLandingPageTemplate.nodes)];
  const duplicates = duplicatePaths(planned);
  if (duplicates.length > 0) {
    reporter.panic(`More than one page claims the same path: ${duplicates.join(', ')}`);
  }
  for (const page of planned) actions.createPage(page);
};
