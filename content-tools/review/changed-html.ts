/**
 * The pages whose HTML differs between two builds, once what changes with every build is left
 * out (normalised-html.ts): the pages a reviewer would see change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AffectedPage } from './affected-pages';
import { pageHtmlFiles } from './public-html';
import { normaliseHtml } from './normalised-html';

/**
 * Where a page's HTML is in a build: the Netlify adapter serves `/a/b` from `a/b.html`
 * (gatsby/netlify-adapter.ts), and the home page from `index.html`.
 */
export const htmlFileOfPath = (pagePath: string): string => {
  const relative = pagePath.replace(/^\/+/, '');
  if (relative === '') return 'index.html';
  return relative.endsWith('.html') ? relative : `${relative}.html`;
};

/** The path a page's HTML file is served at: the reverse of htmlFileOfPath. */
export const pathOfHtmlFile = (file: string): string => {
  const page = file.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return `/${page}`.replace(/\/+$/, '') || '/';
};

/** Each HTML file (relative to the folders) added, removed or changed between two builds, sorted. */
const htmlChanges = (basePublicDir: string, headPublicDir: string) => {
  const base = new Set(pageHtmlFiles(basePublicDir));
  const head = new Set(pageHtmlFiles(headPublicDir));
  const read = (dir: string, file: string) =>
    normaliseHtml(readFileSync(path.join(dir, file), 'utf8'));
  return [...new Set([...base, ...head])].sort().flatMap((file) => {
    const change: AffectedPage['change'] = !base.has(file)
      ? 'added'
      : !head.has(file)
        ? 'removed'
        : 'changed';
    if (change === 'changed' && read(basePublicDir, file) === read(headPublicDir, file)) return [];
    return [{ file, change }];
  });
};

/** HTML files (relative to the folders) added, removed or changed between two builds, sorted. */
export const changedHtmlFiles = (basePublicDir: string, headPublicDir: string): string[] =>
  htmlChanges(basePublicDir, headPublicDir).map(({ file }) => file);

/** The pages whose HTML differs between two builds, by path, sorted as their files are. */
export const changedHtmlPages = (basePublicDir: string, headPublicDir: string): AffectedPage[] =>
  htmlChanges(basePublicDir, headPublicDir).map(({ file, change }) => ({
    path: pathOfHtmlFile(file),
    change,
  }));
