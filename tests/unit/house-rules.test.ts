/**
 * What keeps the house simple to change (issue 35): short comments and docs, a section in three
 * places, and Gatsby's private browser API in one documented module at most.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countCommentLines } from './comment-lines';

const ROOT = path.resolve(__dirname, '../..');
const COMMENT_SHARE_AT_MOST = 0.08;

const shippedSources = (...folders: string[]): string[] =>
  execFileSync('git', ['ls-files', ...folders], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|m?js)$/.test(file) && !/\.test\.|\.d\.ts$/.test(file));

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const lineCount = (file: string) => read(file).trimEnd().split('\n').length;
const SOURCE_FOLDERS = ['src', 'gatsby', 'content-models', 'content-tools', 'netlify'];

describe('countCommentLines', () => {
  it('counts lines that hold only comments, never code or strings that look like one', () => {
    const text = [
      '/**',
      ' * A header.',
      ' */',
      "const url = 'https://example.test/a'; // why",
      '',
      '// a line',
      'const jsx = <a href="//x">// text</a>;',
      '/* one */ call();',
    ].join('\n');
    expect(countCommentLines('sample.tsx', text)).toEqual({ nonBlank: 7, commentOnly: 4 });
  });
});

describe.each(['src', 'gatsby'])('comments in %s/', (folder) => {
  it(`are at most ${COMMENT_SHARE_AT_MOST * 100} % of its non-blank non-test lines`, () => {
    const totals = shippedSources(folder)
      .map((file) => countCommentLines(file, read(file)))
      .reduce((sum, count) => ({
        nonBlank: sum.nonBlank + count.nonBlank,
        commentOnly: sum.commentOnly + count.commentOnly,
      }));
    expect(totals.nonBlank).toBeGreaterThan(1000);
    expect(totals.commentOnly / totals.nonBlank).toBeLessThanOrEqual(COMMENT_SHARE_AT_MOST);
  });
});

describe('documents', () => {
  it.each([
    ['README.md', 150],
    ['docs/performance.md', 250],
  ])('%s has at most %i lines', (file, most) => {
    expect(lineCount(file)).toBeLessThanOrEqual(most);
  });
});

describe('sections', () => {
  const typeNames = [
    ...read('src/sections/registry.tsx').matchAll(/^\s+(Contentful\w+): \w+,$/gm),
  ].map((match) => match[1] ?? '');

  it.each(typeNames)('%s is named by its component and the registry only', (typeName) => {
    const namedBy = shippedSources(...SOURCE_FOLDERS)
      .filter((file) => !file.endsWith('gatsby-types.d.ts'))
      .filter((file) => new RegExp(`\\b${typeName}\\b`).test(read(file)));
    expect(namedBy).toHaveLength(2);
    expect(namedBy).toContain('src/sections/registry.tsx');
  });

  it('finds the registry lines it checks', () => {
    expect(typeNames.length).toBeGreaterThan(5);
  });
});

describe("Gatsby's private browser API", () => {
  it('is used by one module at most, which says so in its header', () => {
    const users = shippedSources('src', 'gatsby', 'gatsby-browser.tsx', 'gatsby-ssr.tsx').filter(
      (file) => /___(loader|navigate|emitter)/.test(read(file)),
    );
    expect(users.length).toBeLessThanOrEqual(1);
    for (const file of users) expect(read(file).slice(0, 400)).toMatch(/private/);
  });
});

describe("Gatsby's .cache folder", () => {
  it('is named by no build code: the project keeps nothing of its own there', () => {
    const naming = shippedSources(
      ...SOURCE_FOLDERS,
      'plugins',
      'gatsby-config.ts',
      'gatsby-node.ts',
    ).filter((file) => /['"`/]\.cache\b/.test(read(file)));
    expect(naming).toEqual([]);
  });
});
