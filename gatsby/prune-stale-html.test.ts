import { pagePathOfHtmlFile, servedPath, staleHtmlFiles } from './prune-stale-html';

describe('pagePathOfHtmlFile', () => {
  it('maps pretty-URL files to the paths they serve', () => {
    expect(pagePathOfHtmlFile('pricing.html')).toBe('/pricing');
    expect(pagePathOfHtmlFile('client/how-it-works.html')).toBe('/client/how-it-works');
  });
});

describe('staleHtmlFiles', () => {
  const pages = new Set(['/', '/pricing', '/client/how-it-works', '/404', '/404.html']);

  it('lists files of pages that are gone', () => {
    expect(
      staleHtmlFiles(
        ['pricing.html', 'old-page.html', 'client/how-it-works.html', 'client/gone.html'],
        pages,
      ),
    ).toEqual(['old-page.html', 'client/gone.html']);
  });

  it('never lists the home page, the error pages or index files Gatsby manages itself', () => {
    expect(
      staleHtmlFiles(['index.html', '404.html', '500.html', 'blog/index.html'], pages),
    ).toEqual([]);
  });
});

describe('servedPath', () => {
  it('names client-only pages after their match pattern, as the Netlify adapter writes them', () => {
    expect(servedPath({ path: '/iframes/book-call', matchPath: '/iframes/book-call/*' })).toBe(
      '/iframes/book-call/[...]',
    );
    expect(servedPath({ path: '/job/[jobId]', matchPath: '/job/:jobId' })).toBe('/job/[jobId]');
    expect(servedPath({ path: '/pricing' })).toBe('/pricing');
  });

  it('keeps the file of a client-only page', () => {
    const pages = new Set([
      servedPath({ path: '/iframes/book-call', matchPath: '/iframes/book-call/*' }),
    ]);
    expect(staleHtmlFiles(['iframes/book-call/[...].html'], pages)).toEqual([]);
  });
});
