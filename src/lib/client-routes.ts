/** Browser-only routes, as their content depends on an id in the address (spec section 2). */
import { SLUG_PATTERN } from '../../content-models/define';

export type ClientRouteKind =
  'contractor-profile' | 'job' | 'worklog' | 'referrer' | 'template-preview';

export interface ClientRoute {
  kind: ClientRouteKind;
  base: string;
  param: 'freelancerId' | 'jobId' | 'projectId' | 'id' | 'slug';
}

export const CLIENT_ROUTES: readonly ClientRoute[] = [
  { kind: 'contractor-profile', base: '/freelancer', param: 'freelancerId' },
  { kind: 'contractor-profile', base: '/independent-contractor', param: 'freelancerId' },
  { kind: 'job', base: '/job', param: 'jobId' },
  { kind: 'worklog', base: '/job/worklog', param: 'projectId' },
  { kind: 'referrer', base: '/referrer', param: 'id' },
  { kind: 'template-preview', base: '/template-preview', param: 'slug' },
];

export const clientRoutePaths = (route: ClientRoute) => ({
  path: `${route.base}/[${route.param}]`,
  matchPath: `${route.base}/:${route.param}`,
});

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const isValidClientParam = (
  kind: ClientRouteKind,
  value: string | undefined,
  knownSlugs: readonly string[] = [],
): value is string => {
  if (!value) return false;
  if (kind === 'template-preview') return SLUG_PATTERN.test(value) && knownSlugs.includes(value);
  return ID_PATTERN.test(value);
};
