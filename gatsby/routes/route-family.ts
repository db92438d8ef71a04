import type { RedirectRule } from '../redirects';

export interface PlannedPage {
  path: string;
  component: string;
  context: Record<string, unknown>;
  matchPath?: string;
}

export interface RouteFamily<Data> {
  name: string;
  /** Marked `/* GraphQL *\/` so typegen writes its result type. */
  query: string;
  plan: (data: Data) => PlannedPage[];
  redirects?: (data: Data) => RedirectRule[];
}

export const defineRouteFamily = <Data>(family: RouteFamily<Data>): RouteFamily<Data> => family;
