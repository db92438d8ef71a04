import fc from 'fast-check';
import MarkdownIt from 'markdown-it';
import { CHANGE_SUMMARY_HEADING, changeSummaryMarkdown } from './change-summary';
import type { ContentChange } from './content-changes';

/** GitHub's Markdown is CommonMark with autolinks; markdown-it reads it the same way. */
const markdown = new MarkdownIt({ html: true, linkify: true });
type Token = ReturnType<typeof markdown.parse>[number];

const tokensOf = (text: string): Token[] =>
  markdown.parse(text, {}).flatMap((token) => [token, ...(token.children ?? [])]);

const change = (title: string, overrides: Partial<ContentChange> = {}): ContentChange => ({
  kind: 'added',
  typeName: 'Blog post',
  id: 'post',
  title,
  fields: [],
  ...overrides,
});

const LIMIT = 60_000;

/** What a title must never turn into. */
const STRUCTURE = [
  'html_inline',
  'html_block',
  'link_open',
  'image',
  'strong_open',
  'fence',
  'table_open',
];

const HOSTILE: [string, string][] = [
  ['Markdown', '**bold** _em_ # heading [link](https://evil.example) ![img](x.png)'],
  ['HTML', '<img src=x onerror="alert(1)"> <script>alert(1)</script> &amp; &#x3c;'],
  ['backticks', 'Back`ticks` and ```fences``` and a ` lone one'],
  ['backticks at both ends', '`starts and ends with a backtick`'],
  [
    'pipes and line breaks',
    'a | table | row\n|---|---|\n# on its own line\n\n- a list item\n```\ncode',
  ],
  ['mentions and links', '@octocat #1 https://evil.example www.evil.example :tada:'],
  ['10,000 characters', `Very long ${'x'.repeat(10_000)}`],
  ['invisible characters', 'bidi \u202etxt.exe\u202c zero\u200bwidth \u001b[31mred'],
];

describe('changeSummaryMarkdown', () => {
  it('names each change with its type, title and what happened, and an edit’s fields', () => {
    const text = changeSummaryMarkdown(
      [
        change('How we hire', {
          kind: 'edited',
          fields: [
            {
              field: 'title',
              label: 'Title',
              kind: 'value',
              before: 'Hiring',
              after: 'How we hire',
            },
            { field: 'excerpt', label: 'Excerpt', kind: 'value', before: undefined, after: 'New' },
            {
              field: 'body',
              label: 'Body',
              kind: 'text',
              wordsBefore: 9,
              wordsAfter: 12,
              sentence: { before: 'We pay fairly.', after: 'We pay more.' },
            },
            { field: 'intro', label: 'Intro', kind: 'text', wordsBefore: 3, wordsAfter: 3 },
            { field: 'author', label: 'Author', kind: 'links', targets: ['Sam Roe'] },
            { field: 'tags', label: 'Tags', kind: 'links', targets: [] },
          ],
        }),
        change('Jane Doe', { kind: 'removed', typeName: 'Author' }),
        change('Team photo', {
          typeName: 'Asset',
          kind: 'edited',
          fields: [{ field: 'file', label: 'File', kind: 'file' }],
        }),
      ],
      LIMIT,
    );
    expect(text).toBe(
      [
        CHANGE_SUMMARY_HEADING,
        '',
        '3 entries and assets changed: 2 edited, 1 unpublished or deleted.',
        '',
        '- Blog post `How we hire`: edited',
        '  - Title: `Hiring` → `How we hire`',
        '  - Excerpt: _(empty)_ → `New`',
        '  - Body: 9 → 12 words; first changed sentence: `We pay fairly.` → `We pay more.`',
        '  - Intro: 3 → 3 words; only spacing changed',
        '  - Author: now links to `Sam Roe`',
        '  - Tags: now links to nothing',
        '- Author `Jane Doe`: unpublished or deleted',
        '- Asset `Team photo`: edited',
        '  - File: replaced',
        '',
      ].join('\n'),
    );
  });

  it('says so when no entry or asset changed', () => {
    expect(changeSummaryMarkdown([], LIMIT)).toContain('No entry or asset changed.');
  });

  it.each(HOSTILE)('keeps a hostile title (%s) as one line of code text', (_, title) => {
    const text = changeSummaryMarkdown(
      [
        change(title),
        change('next', {
          kind: 'edited',
          fields: [{ field: 'title', label: 'Title', kind: 'value', before: title, after: 'next' }],
        }),
      ],
      LIMIT,
    );
    const tokens = tokensOf(text);
    const types = tokens.map((token) => token.type);
    // The body's own structure only: one heading, two items and one nested item.
    expect(types.filter((type) => type === 'heading_open')).toHaveLength(1);
    expect(types.filter((type) => type === 'list_item_open')).toHaveLength(3);
    for (const kind of STRUCTURE) expect(types).not.toContain(kind);
    // The title is inside code spans, clipped, on one line, with invisible characters shown.
    const code = tokens
      .filter((token) => token.type === 'code_inline')
      .map((token) => token.content);
    expect(code).toEqual([code[0], 'next', code[0], 'next']);
    expect(Array.from(code[0] ?? '').length).toBeLessThanOrEqual(100);
    // eslint-disable-next-line no-control-regex -- an escape character must not get through
    expect(code[0]).not.toMatch(/[\n\u001b\u200b\u202e]/);
    // Nothing of the title leaks out as text GitHub would interpret (mentions, references).
    const plain = tokens
      .filter((token) => token.type === 'text')
      .map((token) => token.content)
      .join(' ');
    expect(plain).not.toMatch(/[@#<`]|evil|alert/);
  });

  it('keeps any title inside one item', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (title) => {
        const types = tokensOf(changeSummaryMarkdown([change(title), change('after')], LIMIT)).map(
          (token) => token.type,
        );
        expect(types.filter((type) => type === 'list_item_open')).toHaveLength(2);
        expect(types.filter((type) => type === 'code_inline').length).toBe(
          title.trim() === '' ? 1 : 2,
        );
        for (const kind of STRUCTURE) expect(types).not.toContain(kind);
      }),
    );
  });

  it('cuts a long list cleanly under its limit and says how many changes were left out', () => {
    const changes = Array.from({ length: 3000 }, (_, index) =>
      change(`Post ${index} ${'y'.repeat(80)}`),
    );
    for (const limit of [1_000, 20_000, LIMIT]) {
      const text = changeSummaryMarkdown(changes, limit);
      expect(text.length).toBeLessThanOrEqual(limit);
      const shown = tokensOf(text).filter((token) => token.type === 'list_item_open').length - 1;
      const left = Number(/…and (\d+) more changes not listed here/.exec(text)?.[1]);
      expect(shown).toBeGreaterThan(0);
      expect(shown + left).toBe(changes.length);
      expect(text.endsWith(`(see the changed files).\n`)).toBe(true);
    }
  });

  it('lists every change when they fit', () => {
    const changes = Array.from({ length: 20 }, (_, index) => change(`Post ${index}`));
    const text = changeSummaryMarkdown(changes, LIMIT);
    expect(text).not.toContain('more change');
    expect(tokensOf(text).filter((token) => token.type === 'list_item_open')).toHaveLength(20);
  });
});
