/**
 * The index page of a content change's pictures: the change summary, the table of pages whose
 * HTML changed, and each page's screenshots before and after, side by side. It is opened from
 * disk (a workflow artifact), so it is plain HTML and CSS with relative image links. Every piece
 * of content text (titles in the summary, paths) is escaped and clipped: no title can add markup.
 */
import type { AffectedPage } from './affected-pages';
import { clip } from './markdown-text';

/** One width's pictures of a page, as paths relative to the index; a side is missing when the page is. */
export interface PageShots {
  width: number;
  before?: string;
  after?: string;
}

export interface ReviewPage extends AffectedPage {
  /** Empty for a page past the number of pages pictured. */
  shots: PageShots[];
}

export interface ReviewIndex {
  pages: readonly ReviewPage[];
  /** The change summary as content:pull writes it (Markdown), shown as text; unknown: omitted. */
  summary?: string;
}

const PATH_MAX = 200;
const SUMMARY_MAX = 60_000;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element's content or a quoted attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const pathText = (pagePath: string) => escapeHtml(clip(pagePath, PATH_MAX));

const CHANGE_WORDS: Record<AffectedPage['change'], string> = {
  added: 'new page',
  removed: 'removed',
  changed: 'changed',
};

const picturesWord = (page: ReviewPage): string => {
  if (page.shots.length === 0) return 'not pictured (over the limit)';
  if (page.change === 'added') return 'after only';
  if (page.change === 'removed') return 'before only';
  return 'before and after';
};

const anchor = (index: number) => `page-${index + 1}`;

const figure = (side: 'before' | 'after', page: ReviewPage, shots: PageShots): string => {
  const caption = `${side === 'before' ? 'Before' : 'After'}, ${shots.width} px wide`;
  const file = shots[side];
  if (file === undefined) {
    const missing = side === 'before' ? 'The page is new.' : 'The page is gone.';
    return `<figure class="${side} missing"><figcaption>${caption}</figcaption><p>${missing}</p></figure>`;
  }
  const alt = `${caption}: ${clip(page.path, PATH_MAX)}`;
  return `<figure class="${side}"><figcaption>${caption}</figcaption><a href="${escapeHtml(file)}"><img class="${side}" src="${escapeHtml(file)}" alt="${escapeHtml(alt)}" width="${shots.width}"></a></figure>`;
};

const pageSection = (page: ReviewPage, index: number): string =>
  [
    `<section class="page" id="${anchor(index)}">`,
    `<h2><code>${pathText(page.path)}</code> <span class="change">${CHANGE_WORDS[page.change]}</span></h2>`,
    ...page.shots.map(
      (shots) =>
        `<div class="pair">${figure('before', page, shots)}${figure('after', page, shots)}</div>`,
    ),
    '</section>',
  ].join('\n');

const tableRow = (page: ReviewPage, index: number): string => {
  const name = `<code>${pathText(page.path)}</code>`;
  const cell = page.shots.length > 0 ? `<a href="#${anchor(index)}">${name}</a>` : name;
  return `<tr><td>${cell}</td><td>${CHANGE_WORDS[page.change]}</td><td>${picturesWord(page)}</td></tr>`;
};

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 110rem; padding: 1rem 2rem; color: #1a1a1a; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 1rem; }
code { overflow-wrap: anywhere; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.75rem; text-align: left; vertical-align: top; }
.page { border-top: 2px solid #1a1a1a; margin-top: 2rem; }
.change { font-size: 1rem; font-weight: normal; color: #555; }
.pair { display: grid; grid-template-columns: 1fr 1fr; gap: 1.5rem; align-items: start; }
figure { margin: 0 0 1.5rem; }
img { display: block; max-width: 100%; height: auto; border: 1px solid #ccc; }
.missing p { color: #555; font-style: italic; }
`;

/** The whole index page. */
export const reviewIndexHtml = ({ pages, summary }: ReviewIndex): string => {
  const pictured = pages.filter((page) => page.shots.length > 0).length;
  const count = pages.length === 1 ? '1 page' : `${pages.length} pages`;
  const summarySection =
    summary === undefined
      ? ''
      : `<section><h2>What changed in the content</h2>\n<pre>${escapeHtml(clip(summary, SUMMARY_MAX))}</pre></section>`;
  const pagesSection =
    pages.length === 0
      ? '<p>No page’s HTML changes.</p>'
      : [
          `<p>${count} change; ${pictured} pictured before and after. Each picture links to its full size.</p>`,
          '<table><thead><tr><th>page</th><th>change</th><th>pictures</th></tr></thead><tbody>',
          ...pages.map(tableRow),
          '</tbody></table>',
        ].join('\n');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Content change: ${count}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<h1>Pages this content change affects</h1>',
    summarySection,
    '<section><h2>Pages whose HTML changes</h2>',
    pagesSection,
    '</section>',
    ...pages.flatMap((page, index) => (page.shots.length > 0 ? [pageSection(page, index)] : [])),
    '</body>',
    '</html>',
    '',
  ].join('\n');
};
