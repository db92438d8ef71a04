/**
 * The comment a content pull request gets from the pictures' workflow step: the table of pages
 * whose HTML changes, and which of them have pictures in the run's artifact. Paths come from
 * slugs, so each is a code span with its pipes escaped (a pipe ends a table cell, even in one).
 */
import { CHANGE_WORDS } from './affected-pages';
import { fitList, inlineCode } from './markdown-text';
import type { ReviewPage } from './review-index';

/** GitHub's limit for a comment, with room for the lines the workflow adds. */
export const COMMENT_MAX = 60_000;
const PATH_MAX = 120;

export const CHANGED_PAGES_HEADING = '### Pages whose HTML changes';

const picturesCell = (page: ReviewPage): string => {
  if (page.shots.length === 0) return '—';
  const widths = page.shots.map((shots) => `${shots.width} px`).join(', ');
  if (page.change === 'added') return `after (${widths})`;
  if (page.change === 'removed') return `before (${widths})`;
  return `before and after (${widths})`;
};

const row = (page: ReviewPage): string =>
  `| ${inlineCode(page.path, PATH_MAX).replace(/\|/g, '\\|')} | ${CHANGE_WORDS[page.change]} | ${picturesCell(page)} |\n`;

const omittedLine = (count: number): string =>
  `\n…and ${count} more ${count === 1 ? 'page' : 'pages'}, left out to keep this under GitHub's size limit (the artifact's index lists them all).`;

/** The comment's Markdown, at most `maxLength` characters. */
export const changedPagesComment = (
  pages: readonly ReviewPage[],
  maxLength = COMMENT_MAX,
): string => {
  if (pages.length === 0) return `${CHANGED_PAGES_HEADING}\n\nNo page's HTML changes.\n`;
  const pictured = pages.filter((page) => page.shots.length > 0).length;
  const count = pages.length === 1 ? '1 page changes' : `${pages.length} pages change`;
  const head =
    `${CHANGED_PAGES_HEADING}\n\n${count} (their HTML, build hashes left out); ${pictured} pictured before and after in the pictures' index.\n\n` +
    '| page | change | pictures |\n| --- | --- | --- |\n';
  return fitList(head, pages.map(row), omittedLine, maxLength);
};
