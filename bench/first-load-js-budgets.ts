/**
 * Each template's first-load JS budget, in KB (1,024 bytes) brotli, as `npm test` measures it on
 * the fixture build (bench/check-budgets.ts; docs/performance.md lists them). A deliberate rise
 * is a change of one line: the new budget, and why in its `why`.
 */
import type { Budget } from './support/budget-check';

const MARGIN = 'its size plus a 3 % margin';
const FORM = `a form on first load; ${MARGIN}`;

export const FIRST_LOAD_JS_BUDGETS: Readonly<Record<string, Budget>> = {
  'src-pages-404-tsx': { kb: 81, why: MARGIN },
  'src-templates-blog-author-tsx': { kb: 85.5, why: MARGIN },
  'src-templates-blog-categories-tsx': { kb: 83, why: MARGIN },
  'src-templates-blog-category-tsx': { kb: 85, why: MARGIN },
  'src-templates-blog-list-tsx': { kb: 85, why: MARGIN },
  'src-templates-blog-post-tsx': { kb: 85.5, why: MARGIN },
  'src-templates-blog-search-tsx': { kb: 85, why: MARGIN },
  'src-templates-blog-tag-tsx': { kb: 85, why: MARGIN },
  'src-templates-book-call-frame-tsx': { kb: 106, why: FORM },
  'src-templates-case-study-tsx': { kb: 85.5, why: MARGIN },
  'src-templates-gated-content-thank-you-tsx': { kb: 82, why: MARGIN },
  'src-templates-gated-content-tsx': { kb: 113.5, why: FORM },
  'src-templates-landing-page-tsx': { kb: 86, why: MARGIN },
};
