/**
 * A content change, built before and after: a copy of the fixture mirror in which a post's title,
 * an author's name and a navigation label are edited and a post is deleted. The change summary
 * names each change, and the pages affected (read from the two builds' page data) are exactly
 * the pages whose normalised HTML changed.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentTypes } from '../../content-models';
import { type JsonValue, readMirror, serialize } from '../../content-tools/mirror/mirror-files';
import { affectedPages } from '../../content-tools/review/affected-pages';
import { changeSummaryMarkdown } from '../../content-tools/review/change-summary';
import { changedHtmlFiles, htmlFileOfPath } from '../../content-tools/review/changed-html';
import { type MirrorSnapshot, contentChanges } from '../../content-tools/review/content-changes';
import {
  BUILD_TEST_TIMEOUT,
  type BuildResult,
  type TempSite,
  buildProblems,
  buildSite,
  clearContentCache,
  makeTempSite,
} from '../support/temp-site';

/** The head's edits: entry file → fields changed; `null` deletes the entry. */
const POST = 'blogPost/post-fixture-post-alpha.json';
const AUTHOR = 'author/author-fixture-author-two.json';
const NAVIGATION = 'navigationItem/nav-fixture-start.json';
const DELETED = 'blogPost/post-fixture-post-romeo.json';
const EDITS: Record<string, Record<string, string> | null> = {
  [POST]: { title: 'Fixture post Alpha, retitled' },
  [AUTHOR]: { name: 'Fixture Renamed Author' },
  [NAVIGATION]: { name: 'Fixture start, relabelled' },
  [DELETED]: null,
};

let site: TempSite;
let basePublic: string;
let before: MirrorSnapshot;
let after: MirrorSnapshot;
const builds: Record<'base' | 'head', BuildResult> = {
  base: { status: null, output: '' },
  head: { status: null, output: '' },
};

const editEntries = (contentDir: string): void => {
  for (const [file, fields] of Object.entries(EDITS)) {
    const full = path.join(contentDir, 'entries', file);
    if (fields === null) {
      rmSync(full);
      continue;
    }
    const entry = JSON.parse(readFileSync(full, 'utf8')) as { fields: Record<string, JsonValue> };
    writeFileSync(full, serialize({ fields: { ...entry.fields, ...fields } }));
  }
};

// Asset files are not compared: no edit touches an asset.
const snapshot = (contentDir: string): MirrorSnapshot => readMirror(contentDir);

beforeAll(() => {
  site = makeTempSite();
  before = snapshot(site.contentDir);
  builds.base = buildSite(site);
  basePublic = path.join(path.dirname(site.dir), 'base-public');
  if (existsSync(path.join(site.dir, 'public'))) {
    renameSync(path.join(site.dir, 'public'), basePublic);
  }
  // The head build starts from no content, as a build of the pull request's commit does.
  clearContentCache(site);
  editEntries(site.contentDir);
  after = snapshot(site.contentDir);
  builds.head = buildSite(site);
}, 2 * BUILD_TEST_TIMEOUT);
afterAll(() => site?.remove());

test('both builds succeed', () => {
  expect(buildProblems(builds.base)).toEqual([]);
  expect(buildProblems(builds.head)).toEqual([]);
});

test('the change summary names each change', () => {
  const summary = changeSummaryMarkdown(contentChanges(before, after, contentTypes), 60_000);
  expect(summary).toContain('- Blog post `Fixture post Alpha, retitled`: edited\n');
  expect(summary).toContain(
    '  - Title: `Fixture blog post Alpha` → `Fixture post Alpha, retitled`',
  );
  expect(summary).toContain('  - Name: `Fixture Second Author` → `Fixture Renamed Author`');
  expect(summary).toContain('  - Name: `Fixture start link` → `Fixture start, relabelled`');
  expect(summary).toMatch(/- Blog post `[^`]+`: unpublished or deleted\n/);
  expect(summary).toContain('4 entries and assets changed: 3 edited, 1 unpublished or deleted.');
});

test('the pages affected are exactly the pages whose normalised HTML changed', () => {
  const headPublic = path.join(site.dir, 'public');
  const affected = affectedPages(basePublic, headPublic);
  const changedHtml = changedHtmlFiles(basePublic, headPublic);

  // Each edit reached pages: the post's own page, the deleted post's page, the author's page,
  // and the navigation (a static query of the layout) every page, the home page among them.
  expect(affected).toEqual(
    expect.arrayContaining([
      { path: '/', change: 'changed' },
      { path: '/blog/fixture-post-alpha', change: 'changed' },
      { path: '/blog/fixture-post-romeo', change: 'removed' },
      { path: '/blog/author/fixture-second-author', change: 'changed' },
    ]),
  );
  expect(changedHtml.length).toBeGreaterThan(3);
  expect([...new Set(affected.map((page) => htmlFileOfPath(page.path)))].sort()).toEqual(
    changedHtml,
  );
});
