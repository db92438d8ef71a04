/**
 * Every redirect of the site. Account addresses are 302s: hand-overs to the client app, not moves.
 */
import { clientAppPaths, paths } from '../src/lib/paths';
import { EXTERNAL_LINKS } from '../src/lib/site-config';
import { clientAppUrl } from '../src/settings/build';

export interface RedirectRule {
  from: string;
  to: string;
  status: 301 | 302;
}

const app = (path: string) => `${clientAppUrl()}${path}`;
export const moved = (from: string, to: string): RedirectRule => ({ from, to, status: 301 });
const handOver = (from: string, to: string): RedirectRule => ({ from, to, status: 302 });

export const LEGACY_REDIRECTS: readonly RedirectRule[] = [
  moved('/auth/sign-up', app(clientAppPaths.signUp())),
  moved('/auth/sign-in', app(clientAppPaths.signIn())),
  moved('/independent-contractor/search', '/for-independent-contractors'),
  moved('/billing/impacts', app(clientAppPaths.dashboard())),
  moved('/billing/payment-methods', app(clientAppPaths.dashboard())),
  moved('/freelancer/my-jobs/active-jobs', '/freelancer/my-jobs'),
  moved('/search-job', '/for-independent-contractors'),
  moved('/freelancer/profile', app('/profile')),
  moved('/safetywing', '/global-health-insurance'),
  moved('/better-freelancer-fees', '/better-independent-contractor-fees'),
  moved('/pathways/join', '/pathways/apply'),
  moved('/download-app', '/download-time-tracking-app'),
  moved('/enterprise', '/talent-strategy-for-enterprise'),
  moved('/smb', '/hire-independent-contractors-for-SMBs-start-ups'),
  moved('/non-profit', '/mission-driven-talent-for-non-profits'),
  moved('/team', '/team-of-change-makers'),
  moved('/about', '/about-our-global-talent-marketplace'),
  moved('/about-us', '/about-our-global-talent-marketplace'),
  moved('/we-work-with', paths.caseStudies()),
  moved('/our-impact', '/our-mission'),
  moved('/transparency-of-fees', '/pricing'),
  moved('/testiomonials', '/testimonials'),
  moved('/how-it-works/clients', '/client/how-it-works'),
  moved('/clients', '/client'),
  moved('/security', EXTERNAL_LINKS.trustCentre),
  moved('/whitepaper/talent3', '/whitepapers/talent3'),
  moved('/how-it-works/freelancers', '/freelancer/how-it-works'),
  moved('/partners', '/community'),
  moved('/charitable-donations', '/our-mission'),
  moved('/platform-updates', paths.blog()),
];

export const LEGACY_CASE_STUDY_REDIRECTS: readonly RedirectRule[] = [
  moved('/case-studies/outdoorsy-hire-csr-improve-customer-service', paths.caseStudy('outdoorsy')),
  moved(
    '/case-studies/outside-inc-outsources-global-customer-support',
    paths.caseStudy('outside-inc'),
  ),
  moved('/case-studies/polaris-digital-hires-skilled-talent', paths.caseStudy('polaris-digital')),
  moved('/case-studies/weact-hires-mission-driven-talent-for-app-design', paths.caseStudy('weact')),
];

export const ACCOUNT_HANDOVERS: readonly RedirectRule[] = [
  handOver('/sign-in', app(clientAppPaths.signIn())),
  handOver('/sign-up', app(clientAppPaths.signUp())),
  handOver('/forgot-password', app('/forgot-password')),
  handOver('/reset-password', app('/reset-password')),
  handOver('/authorisation', app('/authorisation')),
  handOver('/profile', app('/profile')),
];

export const REDIRECTS: readonly RedirectRule[] = [
  ...LEGACY_REDIRECTS,
  ...LEGACY_CASE_STUDY_REDIRECTS,
  ...ACCOUNT_HANDOVERS,
];

const isInternal = (to: string) => to.startsWith('/') && !to.startsWith('//');

export const checkRedirects = (
  rules: readonly RedirectRule[],
  pagePaths: ReadonlySet<string>,
): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.from)) problems.push(`${rule.from} is redirected more than once`);
    seen.add(rule.from);
    if (pagePaths.has(rule.from))
      problems.push(`${rule.from} is a page and cannot also be redirected`);
    if (isInternal(rule.to) && !pagePaths.has(rule.to.split(/[?#]/)[0] ?? rule.to)) {
      problems.push(`${rule.from} redirects to ${rule.to}, which is not a page`);
    }
    if (rule.from === rule.to) problems.push(`${rule.from} redirects to itself`);
  }
  return problems;
};
