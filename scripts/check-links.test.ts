/**
 * Runs scripts/check-links.ts on small built sites. It runs as its own process: linkinator is an
 * ES module that Jest's CommonJS runtime cannot load.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'check-links.ts');
const TSX = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');

let root: string;

const write = (relative: string, content: string): void => {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

const page = (body: string, head = ''): string =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

interface Run {
  status: number | string | null | undefined;
  stdout: string;
  stderr: string;
}

const checkLinks = (...args: string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(TSX, [SCRIPT, ...args], (error, stdout, stderr) => {
      resolve({ status: error ? error.code : 0, stdout, stderr });
    });
  });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-links-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

/** A small site whose every link leads somewhere. */
const writeGoodSite = (): void => {
  write(
    'index.html',
    page(
      [
        '<a href="/about">About</a>',
        '<a href="about#team">About, team (relative)</a>',
        '<a href="/blog/first-post#intro">Post</a>',
        '<a href="#main">Skip</a><main id="main"></main>',
        '<a href="/old-about#team">Redirected, with a fragment</a>',
        '<a href="/app/settings">Client-only route</a>',
        '<a href="/about/">Trailing slash</a>',
        '<a href="/about?utm_source=x">With query</a>',
        '<a href="https://example.com/">External</a>',
        '<a href="//cdn.example.com/x.js">Protocol-relative</a>',
        '<a href="/external">Redirect to another host</a>',
        '<a href="mailto:hi@example.com">Mail</a><a href="tel:+15551234">Call</a>',
        '<img src="data:image/gif;base64,R0lGOD" alt="">',
        '<img src="/static/a.png" srcset="/static/a.png 1x, /static/a@2x.png 2x" alt="">',
        '<picture><source srcset="/static/a.webp 200w,/static/b.webp 400w" type="image/webp"></picture>',
        '<video poster="/static/poster.png"></video>',
        '<a href="/___graphql">Development only</a>',
        '<!-- <a href="/commented-out">ignored</a> -->',
        '<script>const x = "<a href=\'/in-a-script\'>";</script>',
        '<a href="/a&amp;b">Entity</a>',
      ].join('\n'),
      '<link rel="stylesheet" href="/static/site.css"><script src="/app.js"></script>',
    ),
  );
  write('about.html', page('<h2 id="team">Team</h2><a href="/">Home</a><a href="./#top">Top</a>'));
  write('blog/first-post/index.html', page('<a name="intro"></a><a href="../about">Up</a>'));
  write('moved.html', page('Moved', '<meta http-equiv="refresh" content="0; url=/about">'));
  write('app/index.html', page('App shell'));
  write('404.html', page('<a href="/">Home</a>'));
  write('a&b.html', page('Ampersand'));
  for (const file of ['app.js', 'static/site.css', 'static/a.png', 'static/a@2x.png'])
    write(file, '');
  for (const file of ['static/a.webp', 'static/b.webp', 'static/poster.png']) write(file, '');
  write(
    '_redirects',
    [
      '/old-about /about 301',
      '/external https://example.com/elsewhere 302',
      '/app/* /app/index.html 200',
      '/to-nowhere /nothing-here 301',
      '/* /404.html 404',
    ].join('\n'),
  );
};

describe('check-links', () => {
  it('passes a site whose links, assets and fragments all resolve as Netlify serves them', async () => {
    writeGoodSite();
    const { status, stdout, stderr } = await checkLinks(root);
    expect(stderr).toBe('');
    expect(stdout).toContain(
      'External links (not fetched, distinct): 2 http(s), 1 mailto:, 1 tel:',
    );
    expect(stdout).toMatch(/^Checked 7 pages, \d+ internal URLs: OK$/m);
    expect(status).toBe(0);
  });

  it('reports each broken link, asset and fragment under its page, orphan pages included', async () => {
    writeGoodSite();
    write(
      'orphan.html',
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
        '<meta http-equiv="refresh" content="5; url=/gone-away">',
      ),
    );
    const { status, stdout, stderr } = await checkLinks(root);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      [
        'Broken links:',
        '  /orphan',
        '    /blog/first-post#outro: no element with id "outro" on /blog/first-post',
        '    /gone-away: answers 404',
        '    /missing: answers 404',
        '    /orphan#nowhere: no element with id "nowhere" on this page',
        '    /sibling: answers 404',
        '    /static/gone@2x.png: answers 404',
        '    /static/missing.png: answers 404',
        '    /to-nowhere: redirects to /nothing-here, which answers 404',
      ].join('\n'),
    );
    expect(stderr).toMatch(/^Checked 8 pages, \d+ internal URLs: 8 broken$/m);
    expect(status).toBe(1);
  });

  it('exits with 2 and names the directory when there is no build', async () => {
    const missing = path.join(root, 'public');
    const { status, stderr } = await checkLinks(missing);
    expect(stderr).toContain(`${missing} is not a directory`);
    expect(status).toBe(2);
  });

  it('exits with 2 and names an option it does not take', async () => {
    const { status, stderr } = await checkLinks('--root', root);
    expect(stderr).toMatch(/^Unexpected argument: --root$/m);
    expect(status).toBe(2);
  });
});
