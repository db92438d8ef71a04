import { blogPages } from './blog';
import { caseStudies } from './case-studies';
import { clientRoutes } from './client-routes';
import { gatedContent } from './gated-content';
import { landingPages } from './landing-pages';
import type { RouteFamily } from './route-family';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each family types its own data
export const routeFamilies: readonly RouteFamily<any>[] = [
  landingPages,
  caseStudies,
  gatedContent,
  clientRoutes,
  blogPages,
];
