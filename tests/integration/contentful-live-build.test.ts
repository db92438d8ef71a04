/**
 * The live source, proven on Contentful's protocol: the site builds through the published
 * gatsby-source-contentful (option check, sync, downloadLocal, all over HTTPS) from a loopback
 * Content Delivery API serving the fixture content, and the result equals the mirror build of the
 * same content: the same GraphQL schema and byte-identical HTML for every page.
 *
 * The content is the fixture mirror with every optional field of every hero section left empty,
 * so no entry of that content type has a value for them: such a space still builds, because the
 * schema comes from content-models and not from the data. One asset's file name differs from
 * its id, and the loopback space has a second, non-default locale (tests/support/contentful/
 * space.ts): the builds must still match, sitemaps included.
 *
 * A third build, from the mirror again, is the same content after an editor's change: a post's
 * title, an author's name and a navigation label edited and a post deleted. Against the first
 * build it proves the content pull request's review: the change summary names each change, and
 * the pages affected (read from the two builds' page data) are exactly the pages whose
 * normalised HTML changed; and content:diff's pictures of them, before and after, are shown
 * side by side in its index page.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { type DefinitionNode, Kind, parse, print } from 'graphql';
import { contentTypeById, contentTypes } from '../../content-models';
import { type JsonValue, readMirror, serialize } from '../../content-tools/mirror/mirror-files';
import { affectedPages, pagesChangedInOwnData } from '../../content-tools/review/affected-pages';
import { changeSummaryMarkdown } from '../../content-tools/review/change-summary';
import { changedHtmlFiles, htmlFileOfPath } from '../../content-tools/review/changed-html';
import { type MirrorSnapshot, contentChanges } from '../../content-tools/review/content-changes';
import { MIRROR_SPACE_ID } from '../../gatsby/mirror/sync-format';
import { playwrightLaunchOptions } from '../../local-chromium/find-chromium';
import { type DeliveryServer, startDeliveryServer } from '../support/contentful/delivery-server';
import { type TestCertificate, makeTestCertificate } from '../support/contentful/tls';
import {
  BUILD_TEST_TIMEOUT,
  type BuildResult,
  type TempSite,
  buildProblems,
  buildSiteAsync,
  clearContentCache,
  makeTempSite,
} from '../support/temp-site';

const ROOT = path.resolve(__dirname, '../..');
const execFileAsync = promisify(execFile);
const EMPTIED_TYPE = 'sectionHero';
/** An asset shown on several pages, and the file name, unlike its id, that it gets. */
const RENAMED_ASSET = 'fixture-scene';
const ODD_FILE_NAME = 'Fixture scene (wide) 2024.JPG';
/** The schema Gatsby prints after building it (`.cache/schema.gql`). */
const SCHEMA_FILE = '.cache/schema.gql';

let certificate: TestCertificate;
let server: DeliveryServer;
let site: TempSite;
let mirrorDir: string;
let liveDir: string;
let emptiedFields: string[];
let contentBefore: MirrorSnapshot;
let contentAfter: MirrorSnapshot;
let contentDirBefore: string;
const builds: Record<'mirror' | 'live' | 'edited', BuildResult> = {
  mirror: { status: null, output: '' },
  live: { status: null, output: '' },
  edited: { status: null, output: '' },
};

const htmlFiles = (root: string, relative = ''): string[] =>
  readdirSync(path.join(root, relative), { withFileTypes: true })
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return htmlFiles(root, child);
      return entry.name.endsWith('.html') ? [child] : [];
    })
    .sort();

/** Leaves every optional field of one content type empty in every entry of the copy's mirror. */
const emptyOptionalFields = (contentDir: string, typeId: string): string[] => {
  const spec = contentTypeById.get(typeId);
  if (!spec) throw new Error(`no content type ${typeId}`);
  const optional = Object.keys(spec.fields).filter((id) => !spec.fields[id]?.required);
  let removed = 0;
  for (const entry of readMirror(contentDir).entries.filter((e) => e.contentTypeId === typeId)) {
    const kept = Object.fromEntries(
      Object.entries(entry.fields).filter(([id]) => !optional.includes(id)),
    );
    removed += Object.keys(entry.fields).length - Object.keys(kept).length;
    writeFileSync(path.join(contentDir, entry.file), serialize({ fields: kept }));
  }
  if (removed === 0) throw new Error(`the fixture's ${typeId} entries had no optional values`);
  return optional;
};

/** Gives an asset of the copy's mirror a file name other than its id; its binary keeps its name. */
const renameAssetFile = (contentDir: string, assetId: string, fileName: string): void => {
  const file = path.join(contentDir, 'assets', `${assetId}.json`);
  const meta = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  if (path.extname(meta.fileName ?? '').toLowerCase() !== path.extname(fileName).toLowerCase()) {
    throw new Error(`${fileName} must keep the extension of ${meta.fileName}`);
  }
  writeFileSync(file, serialize({ ...meta, fileName }));
};

/**
 * The content of this test, prepared in one place: a copy of the fixture mirror, changed here.
 * The mirror build reads the copy and the live space is loaded from it, so both builds see the
 * same content; a case that needs something else in the space changes the copy here.
 */
const prepareContent = (contentDir: string): void => {
  emptiedFields = emptyOptionalFields(contentDir, EMPTIED_TYPE);
  renameAssetFile(contentDir, RENAMED_ASSET, ODD_FILE_NAME);
};

/** The live space: the prepared content, served by the loopback Delivery and Sync API. */
const startLiveSpace = async (contentDir: string): Promise<DeliveryServer> => {
  // The mirror's space id: node ids are hashes of the space and entry ids, and page data holds
  // them, so with one space id the two builds can match byte for byte.
  const delivery = await startDeliveryServer({
    certificate,
    maxPageSize: 25,
    spaceId: MIRROR_SPACE_ID,
  });
  await delivery.space.loadMirror(contentDir);
  return delivery;
};

/**
 * Moves a build's output and schema aside, to `<name>-build` beside the copy, and clears what it
 * knew of the content, so the next build starts with none of it (the caches of the compiled code
 * stay). Returns the folder.
 */
const keepBuild = (name: string): string => {
  const dir = path.join(path.dirname(site.dir), `${name}-build`);
  mkdirSync(path.join(dir, path.dirname(SCHEMA_FILE)), { recursive: true });
  if (existsSync(path.join(site.dir, 'public'))) {
    renameSync(path.join(site.dir, 'public'), path.join(dir, 'public'));
  }
  if (existsSync(path.join(site.dir, SCHEMA_FILE))) {
    cpSync(path.join(site.dir, SCHEMA_FILE), path.join(dir, SCHEMA_FILE));
  }
  clearContentCache(site.dir);
  return dir;
};

/** The editor's change of the third build: entry file → fields changed; `null` deletes it. */
const EDITS: Record<string, Record<string, string> | null> = {
  'blogPost/post-fixture-post-alpha.json': { title: 'Fixture post Alpha, retitled' },
  'author/author-fixture-author-two.json': { name: 'Fixture Renamed Author' },
  'navigationItem/nav-fixture-start.json': { name: 'Fixture start, relabelled' },
  'blogPost/post-fixture-post-romeo.json': null,
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

beforeAll(async () => {
  certificate = makeTestCertificate();
  site = makeTempSite();
  prepareContent(site.contentDir);
  server = await startLiveSpace(site.contentDir);

  builds.mirror = await buildSiteAsync(site);
  mirrorDir = keepBuild('mirror');

  builds.live = await buildSiteAsync(site, {
    CONTENTFUL_SPACE_ID: server.spaceId,
    CONTENTFUL_ACCESS_TOKEN: server.accessToken,
    CONTENTFUL_HOST: server.host,
    NODE_EXTRA_CA_CERTS: certificate.caFile,
    // Proves the live build never reads a mirror.
    CONTENT_DIR: path.join(path.dirname(site.dir), 'no-mirror-here'),
  });
  liveDir = keepBuild('live');

  // The live space was loaded before: only the third build sees the change. Asset files are not
  // compared, as no edit touches an asset.
  contentBefore = readMirror(site.contentDir);
  contentDirBefore = path.join(path.dirname(site.dir), 'content-before');
  cpSync(site.contentDir, contentDirBefore, { recursive: true });
  editEntries(site.contentDir);
  contentAfter = readMirror(site.contentDir);
  builds.edited = await buildSiteAsync(site);
}, 3 * BUILD_TEST_TIMEOUT);

afterAll(async () => {
  await server?.close();
  certificate?.remove();
  site?.remove();
});

test('the mirror build, the live build and the edited build succeed', () => {
  expect(buildProblems(builds.mirror)).toEqual([]);
  expect(buildProblems(builds.live)).toEqual([]);
  expect(buildProblems(builds.edited)).toEqual([]);
});

test('the live build read the loopback space through the Delivery and Sync APIs', () => {
  const base = `/spaces/${server.spaceId}/environments/${server.environment}`;
  // The plugin's own option check, then contentful.js: locales, content types, sync pages.
  expect(server.requests).toContain(`${base}/content_types`);
  expect(server.requests.some((request) => request.startsWith(`${base}/sync?initial=true`))).toBe(
    true,
  );
  expect(server.requests.some((request) => request.startsWith(`${base}/sync?sync_token=`))).toBe(
    true,
  );
  // downloadLocal fetched every asset's file.
  for (const asset of server.space.assets.values()) {
    expect(server.requests).toContain(
      server.space.fileUrl(server.host, asset).slice(`//${server.host}`.length),
    );
  }
  expect(builds.live.output).toContain(`Contentful: ${server.space.entries.size} new entries`);
});

/**
 * The printed schema with types, and the fields, arguments and values within them, in name
 * order: plugins add fields in a different order when the plugin runs live (downloadLocal), which
 * changes no type. The header line holding the time of the build is left out by the parser.
 */
const canonicalSchema = (file: string): string => {
  type Named = { name?: { value: string } };
  const byName = <T>(items: readonly T[] | undefined): T[] | undefined =>
    items &&
    [...items].sort((a, b) =>
      ((a as Named).name?.value ?? '') < ((b as Named).name?.value ?? '') ? -1 : 1,
    );
  const definitions = parse(readFileSync(file, 'utf8')).definitions.map(
    (definition): DefinitionNode => {
      if (!('fields' in definition) && !('values' in definition)) return definition;
      const sorted = { ...definition } as Record<string, unknown>;
      if ('fields' in definition) sorted.fields = byName(definition.fields as readonly Named[]);
      if ('values' in definition) sorted.values = byName(definition.values as readonly Named[]);
      if ('interfaces' in definition) {
        sorted.interfaces = byName(definition.interfaces as readonly Named[]);
      }
      return sorted as unknown as DefinitionNode;
    },
  );
  return byName(definitions as readonly Named[])
    ?.map((definition) => print(definition as DefinitionNode))
    .join('\n\n') as string;
};

test('both builds expose exactly the same GraphQL schema', () => {
  const live = canonicalSchema(path.join(liveDir, SCHEMA_FILE));
  expect(live).toMatch(/type ContentfulLandingPageTemplate /);
  expect(live).toBe(canonicalSchema(path.join(mirrorDir, SCHEMA_FILE)));
  expect(
    parse(live).definitions.filter((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION).length,
  ).toBeGreaterThan(30);
});

test('every page of the live build has the same HTML as the mirror build', () => {
  const live = path.join(liveDir, 'public');
  const mirror = path.join(mirrorDir, 'public');
  const pages = htmlFiles(mirror);
  expect(pages.length).toBeGreaterThanOrEqual(4);
  expect(htmlFiles(live)).toEqual(pages);
  const different = pages.filter(
    (page) =>
      readFileSync(path.join(live, page), 'utf8') !== readFileSync(path.join(mirror, page), 'utf8'),
  );
  expect(different).toEqual([]);
});

test('a space whose entries leave optional fields empty builds, with the fields still in the schema', () => {
  const heroes = [...server.space.entries.values()].filter(
    (entry) => entry.contentTypeId === EMPTIED_TYPE,
  );
  expect(heroes.length).toBeGreaterThan(0);
  for (const hero of heroes) {
    for (const field of emptiedFields) expect(hero.fields).not.toHaveProperty(field);
  }
  const schema = readFileSync(path.join(liveDir, SCHEMA_FILE), 'utf8');
  const heroType = /type ContentfulSectionHero [^{]*\{([^}]*)\}/.exec(schema)?.[1] ?? '';
  for (const field of emptiedFields) expect(heroType).toMatch(new RegExp(`\\b${field}\\b`));
  expect(readFileSync(path.join(liveDir, 'public/index.html'), 'utf8')).toContain(
    'Fixture home page heading',
  );
});

/** Every file of a build's output, as paths relative to it. */
const outputFiles = (root: string, relative = ''): string[] =>
  readdirSync(path.join(root, relative), { withFileTypes: true })
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      return entry.isDirectory() ? outputFiles(root, child) : [child];
    })
    .sort();

test('both builds write the same sitemap and robots.txt', () => {
  const live = path.join(liveDir, 'public');
  const mirror = path.join(mirrorDir, 'public');
  const files = outputFiles(mirror).filter((file) => /^(sitemap-.*\.xml|robots\.txt)$/.test(file));
  expect(files).toEqual(expect.arrayContaining(['sitemap-index.xml', 'sitemap-0.xml']));
  for (const file of files) {
    expect([file, readFileSync(path.join(live, file), 'utf8')]).toEqual([
      file,
      readFileSync(path.join(mirror, file), 'utf8'),
    ]);
  }
});

test('both builds write the same files with the same bytes, images included', () => {
  const live = path.join(liveDir, 'public');
  const mirror = path.join(mirrorDir, 'public');
  const files = outputFiles(mirror);
  expect(outputFiles(live)).toEqual(files);
  expect(files.filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(1);
  const different = files.filter(
    (file) => !readFileSync(path.join(live, file)).equals(readFileSync(path.join(mirror, file))),
  );
  expect(different).toEqual([]);
});

test('an asset whose file name differs from its id gets the same image URLs in both builds', () => {
  // Images are named after the asset's file, as the live build's download is.
  const image = `/${encodeURIComponent(path.parse(ODD_FILE_NAME).name)}.webp`;
  const pagesShowing = (root: string) =>
    htmlFiles(root).filter((page) => readFileSync(path.join(root, page), 'utf8').includes(image));
  const live = pagesShowing(path.join(liveDir, 'public'));
  expect(live.length).toBeGreaterThan(1);
  expect(live).toEqual(pagesShowing(path.join(mirrorDir, 'public')));
});

test('a space with a second locale builds from its default locale only', () => {
  expect(server.space.locales.map((locale) => [locale.code, locale.default])).toEqual([
    ['en-US', true],
    ['de-DE', false],
  ]);
  const live = path.join(liveDir, 'public');
  const translated = htmlFiles(live).filter((page) =>
    readFileSync(path.join(live, page), 'utf8').includes('(Deutsch)'),
  );
  expect(translated).toEqual([]);
});

test('the change summary names each change of the edited build', () => {
  const summary = changeSummaryMarkdown(
    contentChanges(contentBefore, contentAfter, contentTypes),
    60_000,
  );
  expect(summary).toContain('- Blog post `Fixture post Alpha, retitled`: edited\n');
  expect(summary).toContain(
    '  - Title: `Fixture blog post Alpha` → `Fixture post Alpha, retitled`',
  );
  expect(summary).toContain('  - Name: `Fixture Second Author` → `Fixture Renamed Author`');
  expect(summary).toContain('  - Name: `Fixture start link` → `Fixture start, relabelled`');
  expect(summary).toMatch(/- Blog post `[^`]+`: unpublished or deleted\n/);
  expect(summary).toContain('4 entries and assets changed: 3 edited, 1 unpublished or deleted.');
});

test('the pages the edit affects are exactly the pages whose normalised HTML changed', () => {
  const base = path.join(mirrorDir, 'public');
  const head = path.join(site.dir, 'public');
  const affected = affectedPages(base, head);
  const changedHtml = changedHtmlFiles(base, head);

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

/** One width keeps the pictures of every changed page to about a minute on a quiet machine. */
const PICTURE_WIDTH = 390;
/** The 183 pictures take several times as long beside npm test's other steps. */
const PICTURES_TIMEOUT = 15 * 60_000;

test(
  'content:diff pictures every changed page before and after, side by side in its index',
  async () => {
    const base = path.join(mirrorDir, 'public');
    const head = path.join(site.dir, 'public');
    const outDir = path.join(path.dirname(site.dir), 'content-diff');
    const changed = changedHtmlFiles(base, head);
    const { stdout } = await execFileAsync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(ROOT, 'scripts/content-diff.ts'),
        ...['--base-public', base, '--head-public', head, '--base-content', contentDirBefore],
        ...['--out', outDir, '--max-pages', String(changed.length), '--widths', `${PICTURE_WIDTH}`],
      ],
      { cwd: ROOT, env: { ...process.env, CONTENT_DIR: site.contentDir }, maxBuffer: 2 ** 24 },
    );
    const indexFile = path.join(outDir, 'index.html');
    expect(stdout.trim().split('\n')).toEqual([
      `${changed.length} page(s) changed, ${changed.length} pictured.`,
      indexFile,
    ]);

    const browser = await chromium.launch(playwrightLaunchOptions());
    try {
      const page = await browser.newPage();
      await page.goto(pathToFileURL(indexFile).href, { waitUntil: 'load' });
      await expect(page.locator('pre').textContent()).resolves.toBe(
        changeSummaryMarkdown(contentChanges(contentBefore, contentAfter, contentTypes), 60_000),
      );
      // Each changed page has a section with its pictures; the pages the edits changed for
      // themselves come before those the navigation label changed.
      const sections = await page.locator('section.page').evaluateAll((elements) =>
        elements.map((section) => ({
          path: section.querySelector('h2 code')?.textContent ?? '',
          pictures: [...section.querySelectorAll('img')].map((img) => ({
            side: img.className,
            width: img.naturalWidth,
          })),
        })),
      );
      expect(sections.map((section) => htmlFileOfPath(section.path)).sort()).toEqual(changed);
      const ownChanges = pagesChangedInOwnData(base, head);
      expect([...ownChanges]).toEqual(
        expect.arrayContaining([
          '/blog/author/fixture-second-author',
          '/blog/fixture-post-alpha',
          '/blog/fixture-post-romeo',
        ]),
      );
      expect(ownChanges.has('/404')).toBe(false);
      const order = sections.map((section) => ownChanges.has(section.path));
      expect(order).toEqual([...order].sort().reverse());
      for (const { path: pagePath, pictures } of sections) {
        const sides = pagePath === '/blog/fixture-post-romeo' ? ['before'] : ['before', 'after'];
        expect({ pagePath, pictures }).toEqual({
          pagePath,
          pictures: sides.map((side) => ({ side, width: PICTURE_WIDTH })),
        });
      }
    } finally {
      await browser.close();
    }
  },
  PICTURES_TIMEOUT,
);
