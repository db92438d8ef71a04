import { planCaseStudies } from './case-studies';
import { planClientRoutes } from './client-routes';
import { planGatedContent } from './gated-content';
import { planLandingPages } from './landing-pages';

describe('landing pages', () => {
  it('publish at their explicit path when they have one', () => {
    const [nested, plain] = planLandingPages([
      { id: 'a', slug: 'client-how-it-works', path: '/client/how-it-works/' },
      { id: 'b', slug: 'pricing' },
    ]);
    expect(nested?.path).toBe('/client/how-it-works');
    expect(plain?.path).toBe('/pricing');
  });

  it('carry noindex in their context', () => {
    const [hidden, indexed] = planLandingPages([
      { id: 'a', slug: 'ccw2025', noindex: true },
      { id: 'b', slug: 'pricing' },
    ]);
    expect(hidden?.context).toEqual({ id: 'a', noindex: true });
    expect(indexed?.context).toEqual({ id: 'b', noindex: false });
  });
});

describe('case studies and downloads', () => {
  it('publish below /case-studies and /download', () => {
    expect(planCaseStudies([{ id: 'x', slug: 'weact' }])[0]?.path).toBe('/case-studies/weact');
    expect(planGatedContent([{ id: 'y', slug: 'talent3' }])[0]?.path).toBe('/download/talent3');
  });
});

describe('client-only routes', () => {
  const planned = planClientRoutes(['pricing', 'home']);

  it('are matched by pattern, kept out of the sitemap, with the known slugs for previews', () => {
    const preview = planned.find((page) => page.matchPath === '/template-preview/:slug');
    expect(preview?.context).toMatchObject({
      kind: 'template-preview',
      noindex: true,
      knownSlugs: ['home', 'pricing'],
    });
    expect(planned.every((page) => page.context.noindex)).toBe(true);
    expect(planned.filter((page) => !page.matchPath).map((page) => page.path)).toEqual([
      '/iframes/book-call',
    ]);
  });

  it('include the booking frame at its bare address and for any slug below it', () => {
    expect(planned.find((page) => page.matchPath === '/iframes/book-call/*')?.path).toBe(
      '/iframes/book-call/[...]',
    );
  });
});
