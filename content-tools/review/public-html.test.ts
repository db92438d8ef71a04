import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SEARCH_INDEX_DIR } from '../../src/lib/search-index';
import { NON_PAGE_DIRS, pageHtmlFiles } from './public-html';

let root: string;
const write = (file: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), file);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'public-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pageHtmlFiles', () => {
  it('lists the HTML files of pages in either layout, and nothing else', () => {
    write('index.html');
    write('pricing.html');
    write('blog/fair-pay/index.html');
    write('blog/page/2.html');
    write('blog/rss.xml');
    expect(pageHtmlFiles(root).sort()).toEqual([
      'blog/fair-pay/index.html',
      'blog/page/2.html',
      'index.html',
      'pricing.html',
    ]);
  });

  it('skips the folders that hold no pages, the search index among them', () => {
    expect(NON_PAGE_DIRS.has(SEARCH_INDEX_DIR)).toBe(true);
    for (const dir of NON_PAGE_DIRS) write(`${dir}/x.html`);
    write('about.html');
    expect(pageHtmlFiles(root)).toEqual(['about.html']);
  });

  it('skips them only at the top of public/', () => {
    write('blog/static/index.html');
    expect(pageHtmlFiles(root)).toEqual(['blog/static/index.html']);
  });

  it('lists only below a folder when given one', () => {
    write('pricing.html');
    write('blog/fair-pay.html');
    expect(pageHtmlFiles(root, 'blog')).toEqual(['blog/fair-pay.html']);
  });
});
