/**
 * The change list as Markdown for a content pull request: one item per entry or asset, with
 * the fields an edit changed nested below it. It fits in `maxLength` characters, so the body
 * stays under GitHub's limit and leaves room for the other sections a body holds; what does
 * not fit is counted in a last line.
 */
import type { ContentChange, FieldChange } from './content-changes';
import { fitList, inlineCode } from './markdown-text';

/** GitHub refuses a pull request body longer than this. */
export const PULL_REQUEST_BODY_LIMIT = 65_536;

/** Characters of a title, a short value or a sentence shown before it is clipped. */
const TITLE_MAX = 100;
const VALUE_MAX = 100;
const SENTENCE_MAX = 160;
/** Link targets named for one field; more are counted. */
const TARGETS_SHOWN = 10;

const KIND_WORDS: Record<ContentChange['kind'], string> = {
  added: 'added',
  edited: 'edited',
  removed: 'unpublished or deleted',
};

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

const fieldLine = (change: FieldChange): string => {
  const value = (text: string | undefined) =>
    text === undefined ? '_(empty)_' : inlineCode(text, VALUE_MAX);
  const sentence = (text: string | undefined) =>
    text === undefined ? '_(none)_' : inlineCode(text, SENTENCE_MAX);
  switch (change.kind) {
    case 'value':
      return `${change.label}: ${value(change.before)} → ${value(change.after)}`;
    case 'text': {
      const words = `${change.wordsBefore} → ${plural(change.wordsAfter, 'word')}`;
      return change.sentence
        ? `${change.label}: ${words}; first changed sentence: ${sentence(change.sentence.before)} → ${sentence(change.sentence.after)}`
        : `${change.label}: ${words}; only spacing changed`;
    }
    case 'links': {
      if (change.targets.length === 0) return `${change.label}: now links to nothing`;
      const shown = change.targets
        .slice(0, TARGETS_SHOWN)
        .map((title) => inlineCode(title, TITLE_MAX));
      const more = change.targets.length - shown.length;
      return `${change.label}: now links to ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
    }
    case 'file':
      return `${change.label}: replaced`;
  }
};

/** One change as a list item, its changed fields nested below it. */
const changeItem = (change: ContentChange): string =>
  [
    `- ${change.typeName} ${inlineCode(change.title, TITLE_MAX)}: ${KIND_WORDS[change.kind]}`,
    ...change.fields.map((field) => `  - ${fieldLine(field)}`),
  ].join('\n');

const countsLine = (changes: readonly ContentChange[]): string => {
  const counts = (['added', 'edited', 'removed'] as const)
    .map((kind) => [kind, changes.filter((change) => change.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${KIND_WORDS[kind]}`);
  return `${plural(changes.length, 'entry or asset', 'entries and assets')} changed: ${counts.join(', ')}.`;
};

const omittedLine = (count: number): string =>
  `- …and ${plural(count, 'more change')} not listed here, to keep this under GitHub's size limit (see the changed files).`;

export const CHANGE_SUMMARY_HEADING = '### What changed in Contentful';

/** The change list as a Markdown section of at most `maxLength` characters. */
export const changeSummaryMarkdown = (
  changes: readonly ContentChange[],
  maxLength: number,
): string => {
  if (changes.length === 0) {
    return `${CHANGE_SUMMARY_HEADING}\n\nNo entry or asset changed.\n`;
  }
  return fitList(
    `${CHANGE_SUMMARY_HEADING}\n\n${countsLine(changes)}\n\n`,
    changes.map((change) => `${changeItem(change)}\n`),
    omittedLine,
    maxLength,
  );
};
