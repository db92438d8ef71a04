import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changedHtmlFiles, changedHtmlPages, htmlFileOfPath, pathOfHtmlFile } from './changed-html';

const page = (compilation: string, body: string) =>
  `<html><body>${body}<script>window.___webpackCompilationHash="${compilation}";</script></body></html>`;

const writeBuild = (dir: string, files: Record<string, string>): string => {
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'changed-html-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('changedHtmlFiles', () => {
  it('lists pages whose HTML differs once build hashes are left out, and added or removed ones', () => {
    const base = writeBuild(path.join(root, 'base'), {
      'index.html': page('aaaaaaaa11', '<h1>Home</h1>'),
      'blog/post.html': page('aaaaaaaa11', '<h1>Old</h1>'),
      'blog/gone.html': page('aaaaaaaa11', '<h1>Gone</h1>'),
      'page-data/index/page-data.json': '{}',
    });
    const head = writeBuild(path.join(root, 'head'), {
      'index.html': page('bbbbbbbb22', '<h1>Home</h1>'),
      'blog/post.html': page('bbbbbbbb22', '<h1>New</h1>'),
      'blog/new.html': page('bbbbbbbb22', '<h1>New page</h1>'),
    });
    expect(changedHtmlFiles(base, head)).toEqual([
      'blog/gone.html',
      'blog/new.html',
      'blog/post.html',
    ]);
    expect(changedHtmlPages(base, head)).toEqual([
      { path: '/blog/gone', change: 'removed' },
      { path: '/blog/new', change: 'added' },
      { path: '/blog/post', change: 'changed' },
    ]);
  });
});

describe('htmlFileOfPath', () => {
  it('follows the adapter’s layout', () => {
    expect(htmlFileOfPath('/')).toBe('index.html');
    expect(htmlFileOfPath('/blog/post')).toBe('blog/post.html');
    expect(htmlFileOfPath('/404.html')).toBe('404.html');
  });
});

describe('pathOfHtmlFile', () => {
  it('is the path htmlFileOfPath maps to the file', () => {
    for (const pagePath of ['/', '/blog/post', '/blog', '/about']) {
      expect(pathOfHtmlFile(htmlFileOfPath(pagePath))).toBe(pagePath);
    }
    expect(pathOfHtmlFile('blog/index.html')).toBe('/blog');
  });
});
