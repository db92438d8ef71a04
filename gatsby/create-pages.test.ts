import path from 'node:path';
import { type PlannedPage, duplicatePaths } from './create-pages';
import { planLandingPages } from './routes/landing-pages';

const page = (pagePath: string, id = pagePath): PlannedPage => ({
  path: pagePath,
  component: '/x/template.tsx',
  context: { id },
});

describe('duplicatePaths', () => {
  describe('distinct paths', () => {
    it('reports nothing, also for no pages at all', () => {
      expect(duplicatePaths([page('/'), page('/pricing'), page('/about')])).toEqual([]);
      expect(duplicatePaths([])).toEqual([]);
    });
  });

  describe('shared paths', () => {
    it('reports each shared path once, with how many pages claim it', () => {
      expect(
        duplicatePaths([
          page('/pricing', 'a'),
          page('/', 'b'),
          page('/pricing', 'c'),
          page('/about', 'd'),
          page('/pricing', 'e'),
          page('/', 'f'),
        ]),
      ).toEqual(['/pricing (3 pages)', '/ (2 pages)']);
    });
  });
});

describe('planLandingPages', () => {
  const planned = planLandingPages([
    { id: 'node-home', slug: 'home' },
    { id: 'node-team', slug: 'build-your-own-team' },
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
        { id: 'a', slug: 'home' },
        { id: 'b', slug: 'home' },
      ]);
      expect(duplicatePaths(twice)).toEqual(['/ (2 pages)']);
    });
  });
});
