/**
 * What content:pull writes for the body of its pull request (`--summary=<file>`): the change
 * list, then the links left out and any drift of the content types. The workflow puts its own
 * few lines and the pages affected (affected-pages-markdown.ts) around it; together they stay
 * under GitHub's limit for a body.
 */
import type { PullReport } from '../contentful/pull';
import { AFFECTED_PAGES_MAX } from './affected-pages-markdown';
import { PULL_REQUEST_BODY_LIMIT, changeSummaryMarkdown } from './change-summary';
import { inlineCode } from './markdown-text';

/** Room left in the body for the workflow's lines around the summary. */
const WORKFLOW_TEXT_MAX = 2_000;
export const PULL_REQUEST_SUMMARY_MAX =
  PULL_REQUEST_BODY_LIMIT - WORKFLOW_TEXT_MAX - AFFECTED_PAGES_MAX;

/** Lines of a note shown before the rest are counted. */
const NOTE_LINES_SHOWN = 20;
const NOTE_LINE_MAX = 300;

const note = (heading: string, lines: readonly string[]): string => {
  if (lines.length === 0) return '';
  const shown = lines
    .slice(0, NOTE_LINES_SHOWN)
    .map((line) => `- ${inlineCode(line, NOTE_LINE_MAX)}`);
  if (lines.length > shown.length) shown.push(`- …and ${lines.length - shown.length} more`);
  return `\n${heading}\n\n${shown.join('\n')}\n`;
};

export const pullRequestSummary = (
  report: PullReport,
  maxLength = PULL_REQUEST_SUMMARY_MAX,
): string => {
  const notes =
    note('### Links left out because their target is not published', report.unresolvedLinks) +
    note('### Warning: the space’s content types differ from content-models', report.drift);
  return changeSummaryMarkdown(report.changes, maxLength - notes.length) + notes;
};
