/**
 * The pages whose HTML differs between two builds, once what changes with every build is left
 * out (normalised-html.ts): the pages a reviewer would see change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** HTML files (relative to the folders) added, removed or changed between two builds, sorted. */
export const changedHtmlFiles = (basePublicDir: string, headPublicDir: string): string[] => {
  const base = new Set(pageHtmlFiles(basePublicDir));
  const head = new Set(pageHtmlFiles(headPublicDir));
  const read = (dir: string, file: string) =>
    normaliseHtml(readFileSync(path.join(dir, file), 'utf8'));
  return [...new Set([...base, ...head])]
    .filter(
      (file) =>
        !base.has(file) ||
        !head.has(file) ||
        read(basePublicDir, file) !== read(headPublicDir, file),
    )
    .sort();
};
