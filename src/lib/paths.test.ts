import { HOME_SLUG, absoluteUrl, paths, registrationUrl, withoutTrailingSlash } from './paths';

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

describe('registrationUrl', () => {
  it('opens the sign-up at step 2 with the user type, sending freelancers as contractors', () => {
    expect(registrationUrl('https://app.example.org', 'freelancer')).toBe(
      'https://app.example.org/sign-up?step=2&type=contractor',
    );
    expect(registrationUrl('https://app.example.org', 'client')).toBe(
      'https://app.example.org/sign-up?step=2&type=client',
    );
    expect(registrationUrl('https://app.example.org', 'agency partner')).toBe(
      'https://app.example.org/sign-up?step=2&type=agency+partner',
    );
  });
});

describe('landingPage with an explicit path', () => {
  it('uses the path, without a trailing slash', () => {
    expect(paths.landingPage('client-how', '/client/how-it-works/')).toBe('/client/how-it-works');
  });
});

describe('blog paths', () => {
  it('put page 1 of every listing at its base address and page n after it', () => {
    expect(paths.blogPage(1)).toBe('/blog');
    expect(paths.blogPage(2)).toBe('/blog/page/2');
    expect(paths.blogAuthor('elena-petrova')).toBe('/blog/author/elena-petrova');
    expect(paths.blogAuthor('elena-petrova', 3)).toBe('/blog/author/elena-petrova/3');
    expect(paths.blogCategory('remote-work', 1)).toBe('/blog/category/remote-work');
    expect(paths.blogCategory('remote-work', 2)).toBe('/blog/category/remote-work/2');
  });

  it('keep tags canonical under /blog/tag, with /tag as the short form', () => {
    expect(paths.blogTag('fair-pay')).toBe('/blog/tag/fair-pay');
    expect(paths.blogTag('fair-pay', 2)).toBe('/blog/tag/fair-pay/2');
    expect(paths.blogTagShort('fair-pay', 2)).toBe('/tag/fair-pay/2');
  });

  it('carry the search query in the address', () => {
    expect(paths.blogSearch()).toBe('/blog/search');
    expect(paths.blogSearch(2, 'fair pay & more')).toBe('/blog/search/2?q=fair%20pay%20%26%20more');
    expect(paths.blogSearch(1, '')).toBe('/blog/search');
  });

  it('name the article, categories and feed addresses', () => {
    expect(paths.blogPost('fair-pay')).toBe('/blog/fair-pay');
    expect(paths.blogCategories()).toBe('/blog/categories');
    expect(paths.blogFeed()).toBe('/blog/rss.xml');
  });

  it('load the search index script from the index folder at the site root', () => {
    expect(paths.searchIndexScript()).toBe('/pagefind/pagefind.js');
  });
});
