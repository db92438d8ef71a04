/**
 * The non-blog routes of the specification (section 2), with example values for their
 * parameters. `test-site.ts smoke` visits every one: tests/e2e/routes.spec.ts those the sitemap
 * leaves out, the deployed-site suite the others.
 */

/** Pages with content of their own. */
export const CONTENT_ROUTES = [
  '/',
  '/about-our-global-talent-marketplace',
  '/business',
  '/how-it-works',
  '/pricing',
  '/client',
  '/client/how-it-works',
  '/freelancer',
  '/freelancer/how-it-works',
  '/freelancer/my-jobs',
  '/independent-contractor',
  '/independent-contractor/how-it-works',
  '/independent-contractor/my-jobs',
  '/better-independent-contractor-fees',
  '/better-independent-contractor-fees/old',
  '/for-customer-support-teams',
  '/customer-service',
  '/new-cs',
  '/independent-representatives-for-customer-support-teams',
  '/for-independent-contractors',
  '/hire-independent-contractors-for-SMBs-start-ups',
  '/mission-driven-talent-for-non-profits',
  '/talent-strategy-for-enterprise',
  '/team-of-change-makers',
  '/teams',
  '/our-mission',
  '/community',
  '/testimonials',
  '/use-cases',
  '/global-talent-platform',
  '/build-your-own-team',
  '/pathways',
  '/pathways/apply',
  '/pathways-land-page',
  '/whitepapers/talent3',
  '/case-studies',
  '/case-studies/outdoorsy',
  '/case-studies/outside-inc',
  '/case-studies/polaris-digital',
  '/case-studies/weact',
  '/case-studies/younity',
  '/get-insurance-discount',
  '/gift-global-health-insurance',
  '/global-health-insurance',
  '/provide-health-insurance',
  '/share-the-love-referral-program',
  '/referral-program-terms-and-condition-page',
  '/book-a-demo',
  '/contact',
  '/chat',
  '/bugs-and-ideas',
  '/feedback',
  '/feedback/bugs',
  '/feedback/complaint',
  '/feedback/form',
  '/feedback/ideas',
  '/download-time-tracking-app',
  '/download/talent3',
  '/download/remote-customer-service-team-guide',
  '/download/independent-contractor-ebook',
  '/ds',
  '/ccw2025',
  '/ccw2025/send-report',
  '/ccw2025/thank-you',
  '/code-of-ethics',
  '/cookie-notice',
  '/modern-slavery-policy',
  '/privacy-policy',
  '/terms-for-services',
  '/terms-of-use',
] as const;

/** Pages rendered only in the browser, with the heading each shows for a valid parameter. */
export const CLIENT_ONLY_ROUTES = [
  { path: '/freelancer/c-1042', heading: 'Contractor profile' },
  { path: '/independent-contractor/c-1042', heading: 'Contractor profile' },
  { path: '/job/j-77', heading: 'Job details' },
  { path: '/job/worklog/p-9', heading: 'Work log' },
  { path: '/referrer/r-5', heading: "You've been invited" },
  { path: '/template-preview/pricing', heading: 'Template preview: pricing' },
  // The booking frame's server page is the same for every slug and carries its heading (its
  // largest paint) and its flow's first step, with the field labelled `firstStep`; the browser
  // takes the step over when the visitor reaches for it.
  {
    path: '/iframes/book-call/discovery',
    heading: 'Book a Discovery Call',
    firstStep: 'First name',
  },
  {
    path: '/iframes/book-call/discovery/en',
    heading: 'Book a Discovery Call',
    firstStep: 'First name',
  },
] as const;

/** Account pages live in the client application; these addresses hand over to it. */
export const ACCOUNT_ROUTES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/authorisation',
  '/profile',
] as const;
