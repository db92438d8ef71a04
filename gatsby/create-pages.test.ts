import { type PlannedPage, duplicatePaths } from './create-pages';

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
