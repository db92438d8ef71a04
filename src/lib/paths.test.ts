import { HOME_SLUG, absoluteUrl, paths, withoutTrailingSlash } from './paths';

describe('paths', () => {
  describe('landingPage', () => {
    it('serves the "home" slug at "/"', () => {
      expect(HOME_SLUG).toBe('home');
      expect(paths.landingPage('home')).toBe('/');
    });

    it('serves every other slug at "/slug"', () => {
      expect(paths.landingPage('build-your-own-team')).toBe('/build-your-own-team');
      expect(paths.landingPage('homepage')).toBe('/homepage');
    });
  });
});

describe('withoutTrailingSlash', () => {
  describe('paths ending with a slash', () => {
    it('lose the slash, or every repeated slash', () => {
      expect(withoutTrailingSlash('/pricing/')).toBe('/pricing');
      expect(withoutTrailingSlash('/a/b///')).toBe('/a/b');
    });

    it('become "/" when they are only slashes', () => {
      expect(withoutTrailingSlash('//')).toBe('/');
    });
  });

  describe('paths without a trailing slash', () => {
    it('are unchanged, and so are "/" and ""', () => {
      expect(withoutTrailingSlash('/pricing')).toBe('/pricing');
      expect(withoutTrailingSlash('/')).toBe('/');
      expect(withoutTrailingSlash('')).toBe('');
    });
  });
});

describe('absoluteUrl', () => {
  const SITE = 'https://www.example.org';

  describe('home page', () => {
    it('is the site URL itself, without a slash', () => {
      expect(absoluteUrl('/', SITE)).toBe('https://www.example.org');
    });
  });

  describe('other pages', () => {
    it('append the path without a trailing slash', () => {
      expect(absoluteUrl('/pricing', SITE)).toBe('https://www.example.org/pricing');
      expect(absoluteUrl('/blog/post/', SITE)).toBe('https://www.example.org/blog/post');
    });
  });
});
