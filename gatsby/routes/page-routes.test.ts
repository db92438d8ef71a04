import path from 'node:path';
import { duplicatePaths } from '../create-pages';
import { planCaseStudies } from './case-studies';
import { planClientRoutes } from './client-routes';
import { planGatedContent } from './gated-content';
import { planLandingPages, type LandingPageRef } from './landing-pages';

const landingPage = (fields: Partial<LandingPageRef> & Pick<LandingPageRef, 'id' | 'slug'>) => ({
  path: null,
  seo: { noindex: null },
  settings: null,
  ...fields,
});

describe('landing pages', () => {
  it('publish at their explicit path when they have one', () => {
    const [nested, plain] = planLandingPages([
      landingPage({ id: 'a', slug: 'client-how-it-works', path: '/client/how-it-works/' }),
      landingPage({ id: 'b', slug: 'pricing' }),
    ]);
    expect(nested?.path).toBe('/client/how-it-works');
    expect(plain?.path).toBe('/pricing');
  });

  it('carry noindex in their context', () => {
    const [hidden, indexed] = planLandingPages([
      landingPage({ id: 'a', slug: 'ccw2025', seo: { noindex: true } }),
      landingPage({ id: 'b', slug: 'pricing' }),
    ]);
    expect(hidden?.context).toEqual({ id: 'a', noindex: true });
    expect(indexed?.context).toEqual({ id: 'b', noindex: false });
  });
});

describe('planLandingPages', () => {
  const planned = planLandingPages([
    landingPage({ id: 'node-home', slug: 'home' }),
    landingPage({ id: 'node-team', slug: 'build-your-own-team' }),
  ]);

  describe('paths', () => {
    it('puts the "home" slug at "/" and every other slug at "/slug"', () => {
      expect(planned.map((p) => p.path)).toEqual(['/', '/build-your-own-team']);
    });
  });

  describe('context', () => {
    it('passes the node id for the page query', () => {
      expect(planned.map((p) => p.context.id)).toEqual(['node-home', 'node-team']);
    });
  });

  describe('component', () => {
    it('is the absolute path of the landing page template', () => {
      for (const { component } of planned) {
        expect(path.isAbsolute(component)).toBe(true);
        expect(component.endsWith(path.join('src', 'templates', 'landing-page.tsx'))).toBe(true);
      }
    });
  });

  describe('with the home page planned twice', () => {
    it('is caught by duplicatePaths', () => {
      const twice = planLandingPages([
        landingPage({ id: 'a', slug: 'home' }),
        landingPage({ id: 'b', slug: 'home' }),
      ]);
      expect(duplicatePaths(twice)).toEqual(['/ (2 pages)']);
    });
  });
});

describe('case studies and downloads', () => {
  it('publish below /case-studies and /download', () => {
    expect(planCaseStudies([{ id: 'x', slug: 'weact' }])[0]?.path).toBe('/case-studies/weact');
    expect(planGatedContent([{ id: 'y', slug: 'talent3', form: null }])[0]?.path).toBe(
      '/download/talent3',
    );
  });

  it('give a download a thank-you page only when its form settings ask for one', () => {
    const planned = planGatedContent([
      { id: 'a', slug: 'guide', form: { thank_you_page: true } },
      { id: 'b', slug: 'ebook', form: { thank_you_page: false } },
    ]);
    expect(planned.map(({ path, context }) => [path, context])).toEqual([
      ['/download/guide', { id: 'a' }],
      ['/download/guide/thank-you', { id: 'a', noindex: true }],
      ['/download/ebook', { id: 'b' }],
    ]);
    expect(planned[1]?.component).toMatch(/gated-content-thank-you\.tsx$/);
  });

  it('carry the third-party switches an editor turned off, each defaulting to on', () => {
    const [campaign, thankYou, chatOnly, unset] = planLandingPages([
      landingPage({ id: 'a', slug: 'ccw2025', settings: { external_scripts: false, chat: null } }),
      landingPage({
        id: 'b',
        slug: 'thank-you',
        settings: { external_scripts: false, chat: false },
      }),
      landingPage({ id: 'c', slug: 'c', settings: { external_scripts: null, chat: false } }),
      landingPage({ id: 'd', slug: 'd', settings: { external_scripts: true, chat: true } }),
    ]);
    expect(campaign?.context.thirdParties).toEqual({ externalScripts: false, chat: true });
    expect(thankYou?.context.thirdParties).toEqual({ externalScripts: false, chat: false });
    expect(chatOnly?.context.thirdParties).toEqual({ externalScripts: true, chat: false });
    expect(unset?.context).toEqual({ id: 'd', noindex: false });
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
