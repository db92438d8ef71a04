/** What every route family of the site provides to gatsby/create-pages.ts. */
import type { RedirectRule } from '../redirects';

export interface PlannedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
  /** Client-only section below `path` (e.g. "/job/*"), served by this page in the browser. */
  matchPath?: string;
}

export interface RouteFamily<Data> {
  name: string;
  /**
   * A named GraphQL query for what the family needs, marked `/* GraphQL *\/` so that typegen
   * writes its result type (`query BlogRoutes` → `Queries.BlogRoutesQuery`); the result is
   * handed to `plan`.
   */
  query: string;
  /** Pure: turns the query result into pages (unit-tested without Gatsby). */
  plan: (data: Data) => PlannedPage[];
  /** Pure: redirects that follow from the same content (e.g. page 1 of a listing). */
  redirects?: (data: Data) => RedirectRule[];
}

/** Keeps each family's query result type tied to its plan. */
export const defineRouteFamily = <Data>(family: RouteFamily<Data>): RouteFamily<Data> => family;
