import type { PullReport } from '../contentful/pull';
import type { ContentChange } from './content-changes';
import { PULL_REQUEST_SUMMARY_MAX, pullRequestSummary } from './pull-request-summary';

const none = { added: [], changed: [], deleted: [] };
const report = (overrides: Partial<PullReport> = {}): PullReport => ({
  mode: 'delta',
  items: 1,
  pages: 1,
  entries: none,
  assets: none,
  changes: [],
  contentTypesChanged: false,
  upToDate: false,
  unresolvedLinks: [],
  drift: [],
  mirror: { entries: 1, assets: 0 },
  ...overrides,
});
const added = (title: string): ContentChange => ({
  kind: 'added',
  typeName: 'Blog post',
  id: 'post',
  title,
  fields: [],
});

describe('pullRequestSummary', () => {
  it('is the change list alone when nothing else needs saying', () => {
    expect(pullRequestSummary(report({ changes: [added('Hello')] }))).toBe(
      '### What changed in Contentful\n\n1 entry or asset changed: 1 added.\n\n- Blog post `Hello`: added\n',
    );
  });

  it('adds the links left out and the drift of the content types, counting what is not shown', () => {
    const links = Array.from(
      { length: 25 },
      (_, index) =>
        `entries/blogPost/p${index}.json › fields.author: links to the entry "a${index}"`,
    );
    const text = pullRequestSummary(report({ unresolvedLinks: links, drift: ['author.bio: `x`'] }));
    expect(text).toContain(
      '### Links left out because their target is not published\n\n- `entries/blogPost/p0.json › fields.author: links to the entry "a0"`\n',
    );
    expect(text).toContain('\n- …and 5 more\n');
    expect(text).toContain('content-models\n\n- `` author.bio: `x` ``\n');
  });

  it('stays within its limit with the notes, cutting the change list', () => {
    const changes = Array.from({ length: 5000 }, (_, index) =>
      added(`Post ${index} ${'z'.repeat(90)}`),
    );
    const text = pullRequestSummary(
      report({ changes, unresolvedLinks: Array.from({ length: 30 }, () => 'y'.repeat(400)) }),
    );
    expect(text.length).toBeLessThanOrEqual(PULL_REQUEST_SUMMARY_MAX);
    expect(text).toMatch(/- …and \d+ more changes not listed here/);
    expect(text).toContain('### Links left out');
  });
});
