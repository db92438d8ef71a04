import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkLinks,
  extractAnchors,
  extractLinks,
  formatReport,
  pageUrlFor,
  parseSrcset,
  parseTags,
} from './link-checker';

let root: string;

const write = (relative: string, content: string): void => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const page = (body: string, head = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-checker-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A small site whose every link is fine. */
const writeGoodSite = (): void => {
  write(
    'index.html',
    page(
      [
        '<a href="/about">About</a>',
        '<a href="about#team">About, team (relative)</a>',
        '<a href="/blog/first-post#intro">Post</a>',
        '<a href="#main">Skip</a><main id="main"></main>',
        '<a href="/old-about">Old</a>',
        '<a href="/app/settings">Client-only route</a>',
        '<a href="/about/">Trailing slash</a>',
        '<a href="/about?utm_source=x">With query</a>',
        '<a href="https://example.com/">External</a>',
        '<a href="//cdn.example.com/x.js">Protocol-relative</a>',
        '<a href="mailto:hi@example.com">Mail</a><a href="tel:+15551234">Call</a>',
        '<img src="data:image/gif;base64,R0lGOD" alt="">',
        '<img src="/static/a.png" srcset="/static/a.png 1x, /static/a@2x.png 2x" alt="">',
        '<picture><source srcset="/static/a.webp 200w,/static/b.webp 400w" type="image/webp"></picture>',
        '<a href="/___graphql">GraphiQL</a>',
        '<!-- <a href="/commented-out">ignored</a> -->',
        '<script>const x = "<a href=\'/in-a-script\'>";</script>',
        '<a href="/a&amp;b">Entity</a>',
        '<svg><use href="/icons.svg#arrow"></use></svg>',
      ].join('\n'),
      '<link rel="stylesheet" href="/static/site.css"><script src="/app.js"></script>',
    ),
  );
  write('about.html', page('<h2 id="team">Team</h2><a href="/">Home</a><a href="./#top">Top</a>'));
  write('blog/first-post/index.html', page('<a name="intro"></a><a href="../about">Up</a>'));
  write('app/index.html', page('App shell'));
  write('404.html', page('<a href="/">Home</a>'));
  write('a&b.html', page('Ampersand'));
  write('app.js', '');
  write('icons.svg', '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="arrow"/></svg>');
  write('static/site.css', '');
  write('static/a.png', '');
  write('static/a@2x.png', '');
  write('static/a.webp', '');
  write('static/b.webp', '');
  write('_redirects', '/old-about /about 301\n/app/* /app/index.html 200\n/* /404.html 404\n');
};

describe('checkLinks', () => {
  it('passes a site whose links all resolve', async () => {
    writeGoodSite();
    const result = await checkLinks(root);
    expect(result.broken).toEqual([]);
    expect(result.pages).toBe(6);
    expect(result.external).toEqual({ http: 2, mailto: 1, tel: 1, other: 0 });
    // index.html: 17 (one per srcset candidate); about: 2; the post: 1; 404: 1.
    expect(result.internalLinks).toBe(17 + 2 + 1 + 1);
    expect(formatReport(result)).toMatch(/^Checked 6 pages, 21 internal links: OK$/m);
  });

  it('reports missing pages, files, fragments and redirect targets with their page', async () => {
    writeGoodSite();
    write(
      'broken.html',
      page(
        [
          '<a href="/missing">Missing page</a>',
          '<img src="/static/missing.png" alt="">',
          '<img srcset="/static/a.png 1x, /static/gone@2x.png 2x" alt="">',
          '<a href="#nowhere">Missing fragment, same page</a>',
          '<a href="/blog/first-post#outro">Missing fragment, other page</a>',
          '<a href="/to-nowhere">Redirect to a missing page</a>',
          '<a href="sibling">Relative, missing</a>',
        ].join('\n'),
      ),
    );
    write(
      '_redirects',
      '/old-about /about 301\n/app/* /app/index.html 200\n/to-nowhere /nothing-here 301\n/* /404.html 404\n',
    );
    const result = await checkLinks(root);
    const found = result.broken.map(({ page: url, link, reason }) => [url, link, reason]);
    expect(found).toEqual([
      ['/broken', '/missing', 'answers 404 (404.html)'],
      ['/broken', '/static/missing.png', 'answers 404 (404.html)'],
      ['/broken', '/static/gone@2x.png', 'answers 404 (404.html)'],
      ['/broken', '#nowhere', 'no element with id "nowhere" on this page'],
      ['/broken', '/blog/first-post#outro', 'no element with id "outro" on /blog/first-post'],
      ['/broken', '/to-nowhere', 'redirects to /nothing-here, which answers 404 (404.html)'],
      ['/broken', 'sibling', 'answers 404 (404.html)'],
    ]);
    const report = formatReport(result);
    expect(report).toContain('/broken (broken.html)');
    expect(report).toContain('a[href] "/missing": answers 404 (404.html)');
    expect(report).toMatch(/internal links: 7 broken$/);
  });

  it('says what is missing when there is no catch-all 404 rule', async () => {
    write('index.html', page('<a href="/nope">x</a><a href="/hop">y</a>'));
    write('_redirects', '/hop /nothing 302\n');
    const reasons = (await checkLinks(root)).broken.map((link) => link.reason);
    expect(reasons).toEqual([
      'no such page, file or redirect',
      'redirects to /nothing, which does not exist',
    ]);
  });
});

describe('HTML helpers', () => {
  it('derives page URLs from file names', () => {
    expect(pageUrlFor('index.html')).toBe('/');
    expect(pageUrlFor('about.html')).toBe('/about');
    expect(pageUrlFor(path.join('a', 'index.html'))).toBe('/a');
    expect(pageUrlFor(path.join('a', 'b.html'))).toBe('/a/b');
  });

  it('parses srcset candidates', () => {
    expect(parseSrcset('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png']);
    expect(parseSrcset('/a.webp 200w,/b.webp 400w')).toEqual(['/a.webp', '/b.webp']);
    expect(parseSrcset('/a,b.png 1x, /c.png 2x')).toEqual(['/a,b.png', '/c.png']);
    expect(parseSrcset('/a.png,/b.png')).toEqual(['/a.png,/b.png']);
    expect(parseSrcset(' /only.png ')).toEqual(['/only.png']);
  });

  it('tokenizes attributes with any quoting and skips script content and comments', () => {
    const tags = parseTags(
      `<A HREF=/x class="a>b">t</A><img src='/y' alt=""><!-- <a href="/z"> --><script>"<a href='/w'>"</script><div id=top data-x></div>`,
    );
    expect(extractLinks(tags)).toEqual([
      { source: 'a[href]', value: '/x' },
      { source: 'img[src]', value: '/y' },
    ]);
    expect([...extractAnchors(tags)]).toEqual(['top']);
  });
});
