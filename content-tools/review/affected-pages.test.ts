import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { affectedPages, comparePageData, pagesChangedInOwnData } from './affected-pages';
import { builtPageData } from './built-pages';

/** A build's public/ with the given pages' data and static queries, as Gatsby lays them out. */
const writeBuild = (
  root: string,
  pages: Record<string, { data: unknown; staticQueries?: string[] }>,
  staticQueries: Record<string, unknown> = {},
): string => {
  const publicDir = path.join(root, 'public');
  for (const [pagePath, { data, staticQueries: hashes = [] }] of Object.entries(pages)) {
    const dir = path.join(publicDir, 'page-data', pagePath === '/' ? 'index' : pagePath);
    mkdirSync(dir, { recursive: true });
    const pageData = {
      componentChunkName: 'component---src-templates-page-tsx',
      path: pagePath,
      result: { data, pageContext: {} },
      staticQueryHashes: hashes,
      slicesMap: {},
    };
    writeFileSync(path.join(dir, 'page-data.json'), JSON.stringify(pageData));
  }
  mkdirSync(path.join(publicDir, 'page-data/sq/d'), { recursive: true });
  for (const [hash, data] of Object.entries(staticQueries)) {
    writeFileSync(path.join(publicDir, 'page-data/sq/d', `${hash}.json`), JSON.stringify({ data }));
  }
  return publicDir;
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'affected-pages-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('comparePageData', () => {
  it('lists added, removed and changed paths in path order, and leaves equal ones out', () => {
    const base = new Map([
      ['/b', 'same'],
      ['/a', 'old'],
      ['/gone', 'x'],
    ]);
    const head = new Map([
      ['/b', 'same'],
      ['/a', 'new'],
      ['/new', 'y'],
    ]);
    expect(comparePageData(base, head)).toEqual([
      { path: '/a', change: 'changed' },
      { path: '/gone', change: 'removed' },
      { path: '/new', change: 'added' },
    ]);
  });
});

describe('affectedPages', () => {
  it('finds the pages whose own data changed', () => {
    const base = writeBuild(path.join(root, 'base'), {
      '/': { data: { title: 'Home' } },
      '/blog/post': { data: { title: 'Old title', author: { name: 'Sam' } } },
    });
    const head = writeBuild(path.join(root, 'head'), {
      '/': { data: { title: 'Home' } },
      '/blog/post': { data: { title: 'New title', author: { name: 'Sam' } } },
    });
    expect(affectedPages(base, head)).toEqual([{ path: '/blog/post', change: 'changed' }]);
  });

  it('makes every page that uses a changed static query affected, and no other', () => {
    const pages = (nav: string) => ({
      '/': { data: { title: 'Home' }, staticQueries: [nav] },
      '/about': { data: { title: 'About' }, staticQueries: [nav] },
      '/frame': { data: { title: 'Frame' } },
    });
    const base = writeBuild(path.join(root, 'base'), pages('111'), {
      '111': { menu: ['Start'] },
    });
    const head = writeBuild(path.join(root, 'head'), pages('111'), {
      '111': { menu: ['Start here'] },
    });
    expect(affectedPages(base, head)).toEqual([
      { path: '/', change: 'changed' },
      { path: '/about', change: 'changed' },
    ]);
  });

  it('finds a deleted page in the base build and a new one in the head build', () => {
    const base = writeBuild(path.join(root, 'base'), {
      '/': { data: {} },
      '/blog/old-post': { data: { title: 'Old' } },
    });
    const head = writeBuild(path.join(root, 'head'), {
      '/': { data: {} },
      '/blog/new-post': { data: { title: 'New' } },
    });
    expect(affectedPages(base, head)).toEqual([
      { path: '/blog/new-post', change: 'added' },
      { path: '/blog/old-post', change: 'removed' },
    ]);
  });
});

describe('pagesChangedInOwnData', () => {
  it('names pages whose own data changed, added or removed, not those changed by a shared query', () => {
    const pages = (title: string, extra: string) => ({
      '/': { data: { title: 'Home' }, staticQueries: ['111'] },
      '/blog/post': { data: { title }, staticQueries: ['111'] },
      [extra]: { data: {}, staticQueries: ['111'] },
    });
    const base = writeBuild(path.join(root, 'base'), pages('Old', '/gone'), {
      '111': { menu: ['Start'] },
    });
    const head = writeBuild(path.join(root, 'head'), pages('New', '/new'), {
      '111': { menu: ['Start here'] },
    });
    expect(affectedPages(base, head).map((page) => page.path)).toEqual([
      '/',
      '/blog/post',
      '/gone',
      '/new',
    ]);
    expect([...pagesChangedInOwnData(base, head)]).toEqual(['/blog/post', '/gone', '/new']);
  });
});

describe('builtPageData', () => {
  it('names the folder that holds no build', () => {
    expect(() => builtPageData(path.join(root, 'nothing'))).toThrow(
      `${path.join(root, 'nothing')} holds no Gatsby build`,
    );
  });

  it('names a page data file without a path, and a missing static query', () => {
    const publicDir = writeBuild(root, { '/': { data: {}, staticQueries: ['404404'] } });
    expect(() => builtPageData(publicDir)).toThrow(
      `Cannot read the built data ${path.join(publicDir, 'page-data/sq/d/404404.json')}`,
    );
    writeFileSync(path.join(publicDir, 'page-data/index/page-data.json'), '{"result":{}}');
    expect(() => builtPageData(publicDir)).toThrow(
      `${path.join(publicDir, 'page-data/index/page-data.json')} is not Gatsby page data: it has no "path"`,
    );
  });
});
