/**
 * `npm run content:pull` (scripts/content-pull.ts) against a loopback Content Delivery API that
 * serves the fixture content: the initial sync writes the mirror byte for byte as the mirror
 * format has it; a delta applies one edited entry, one deleted entry and one new asset;
 * `--summary` names each change of a delta, a hostile title kept as code text; a sync
 * that fails half way, or a download that fails, leaves the mirror exactly as it was.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import MarkdownIt from 'markdown-it';
import sharp from 'sharp';
import {
  CONTENT_TYPES_RECORD,
  modelsAsRecord,
} from '../../content-tools/contentful/content-types-record';
import { hashTree } from '../../content-tools/contentful/mirror-tree';
import { SYNC_STATE_FILE, readSyncState } from '../../content-tools/contentful/pull';
import { serialize } from '../../content-tools/mirror/mirror-files';
import { type DeliveryServer, startDeliveryServer } from '../support/contentful/delivery-server';
import { type TestCertificate, makeTestCertificate } from '../support/contentful/tls';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/content');
const RECORDS = [CONTENT_TYPES_RECORD, SYNC_STATE_FILE];

let certificate: TestCertificate;
let server: DeliveryServer;
let workDir: string;
let contentDir: string;

/** Runs the script like `npm run content:pull` would, without blocking the loopback server. */
const runPull = (
  args: string[] = [],
  env: Record<string, string | undefined> = {},
): Promise<{ status: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
        path.join(ROOT, 'scripts/content-pull.ts'),
        ...args,
      ],
      {
        cwd: workDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          CONTENT_DIR: contentDir,
          CONTENTFUL_SPACE_ID: server.spaceId,
          CONTENTFUL_ACCESS_TOKEN: server.accessToken,
          CONTENTFUL_HOST: server.host,
          NODE_EXTRA_CA_CERTS: certificate.caFile,
          ...env,
        } as NodeJS.ProcessEnv,
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => resolve({ status, output: stripVTControlCharacters(output) }));
  });

/** The mirror's files without the sync records, for comparing content. */
const contentFiles = (dir: string): Map<string, string> => {
  const files = hashTree(dir);
  for (const record of RECORDS) files.delete(record);
  return files;
};

const siblings = () => readdirSync(workDir).sort();

beforeAll(async () => {
  certificate = makeTestCertificate();
  // Small pages, so the initial sync follows nextPageUrl several times.
  server = await startDeliveryServer({ certificate, maxPageSize: 10 });
  await server.space.loadMirror(FIXTURE);
  workDir = mkdtempSync(path.join(tmpdir(), 'content-pull-'));
  contentDir = path.join(workDir, 'content');
});

afterAll(async () => {
  await server?.close();
  certificate?.remove();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('content:pull', () => {
  test('stops, naming the variables, when the space is not configured', async () => {
    const { status, output } = await runPull([], {
      CONTENTFUL_SPACE_ID: undefined,
      CONTENTFUL_ACCESS_TOKEN: undefined,
    });
    expect(status).toBe(1);
    expect(output).toContain('CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are not set');
    expect(existsSync(contentDir)).toBe(false);
  });

  test('refuses the Preview API: drafts never reach the mirror', async () => {
    const { status, output } = await runPull([], { CONTENTFUL_HOST: 'preview.contentful.com' });
    expect(status).toBe(1);
    expect(output).toContain('CONTENTFUL_HOST is preview.contentful.com');
    expect(output).toContain('published content only');
  });

  test('names CONTENTFUL_ACCESS_TOKEN when Contentful refuses the token', async () => {
    const { status, output } = await runPull([], { CONTENTFUL_ACCESS_TOKEN: 'not-the-token' });
    expect(status).toBe(1);
    expect(output).toContain('Contentful refused the access token (401 AccessTokenInvalid');
    expect(output).toContain('CONTENTFUL_ACCESS_TOKEN must be a Content Delivery API token');
    expect(existsSync(contentDir)).toBe(false);
  });

  test('the first pull is an initial sync that writes the mirror format byte for byte', async () => {
    const before = server.requests.length;
    const { status, output } = await runPull();
    expect(output).not.toMatch(/failed/);
    expect(status).toBe(0);

    const entries = server.space.entries.size;
    const assets = server.space.assets.size;
    expect(output).toContain('Initial sync');
    expect(output).toContain(`Entries: ${entries} added, 0 changed, 0 deleted`);
    expect(output).toContain(`Assets: ${assets} added, 0 changed, 0 deleted`);
    expect(output).toContain(`Content mirror OK: ${entries} entries, ${assets} assets`);

    // Every file equals the fixture mirror it came from: the same deterministic format.
    expect(contentFiles(contentDir)).toEqual(contentFiles(FIXTURE));

    // Paged through nextPageUrl, then stored the nextSyncUrl token in the mirror.
    const syncs = server.requests.slice(before).filter((request) => request.includes('/sync?'));
    expect(syncs[0]).toContain('initial=true');
    expect(syncs.length).toBe(Math.ceil((entries + assets) / 10));
    const state = readSyncState(contentDir);
    expect(state).toMatchObject({ spaceId: server.spaceId, environment: 'master' });
    expect(state?.nextSyncToken).toMatch(/^[\w-]+$/);
    expect(JSON.parse(readFileSync(path.join(contentDir, CONTENT_TYPES_RECORD), 'utf8'))).toEqual(
      modelsAsRecord(),
    );
    // The temporary tree was swapped in; nothing is left beside the mirror.
    expect(siblings()).toEqual(['content']);
  });

  test('a second pull with nothing changed writes nothing', async () => {
    const before = hashTree(contentDir);
    const { status, output } = await runPull();
    expect(status).toBe(0);
    expect(output).toContain('Delta sync: 0 item(s)');
    expect(output).toContain('is up to date; nothing was written');
    expect(hashTree(contentDir)).toEqual(before);
  });

  test('a delta applies one edited entry, one deleted entry and one new asset', async () => {
    const faq = server.space.entries.get('home-faq');
    if (!faq) throw new Error('the fixture has no home-faq section');
    // The editor removes the second question from the FAQ section, deletes that question and
    // uploads a new picture.
    server.space.putMirrorEntry('home-faq', 'sectionFaq', {
      heading: 'Questions, answered',
      items: ['home-faq-1'],
    });
    server.space.deleteEntry('home-faq-2');
    const png = await sharp({
      create: { width: 6, height: 4, channels: 3, background: '#0a7' },
    })
      .png()
      .toBuffer();
    await server.space.putAsset(
      'new-picture',
      {
        title: 'A new picture',
        description: 'Green rectangle',
        fileName: 'New Picture.PNG',
        contentType: 'image/png',
      },
      png,
    );
    const tokenBefore = readSyncState(contentDir)?.nextSyncToken as string;
    const before = server.requests.length;

    const { status, output } = await runPull();
    expect(output).not.toMatch(/failed/);
    expect(status).toBe(0);
    expect(output).toContain('Delta sync: 3 item(s) in 1 page(s).');
    expect(output).toContain('Entries: 0 added, 1 changed, 1 deleted');
    expect(output).toContain('Assets: 1 added, 0 changed, 0 deleted');
    expect(output).toContain('entries/faqItem/home-faq-2.json');

    const requests = server.requests.slice(before);
    expect(requests.find((request) => request.includes('/sync?'))).toContain(
      `sync_token=${tokenBefore}`,
    );
    // Only the new asset's file was downloaded.
    expect(requests.filter((request) => !request.startsWith('/spaces/'))).toEqual([
      expect.stringMatching(/^\/loopbackspace\/new-picture\/\w+\/New%20Picture\.PNG$/),
    ]);

    expect(existsSync(path.join(contentDir, 'entries/faqItem/home-faq-2.json'))).toBe(false);
    expect(readFileSync(path.join(contentDir, 'entries/sectionFaq/home-faq.json'), 'utf8')).toBe(
      serialize({ fields: { heading: 'Questions, answered', items: ['home-faq-1'] } }),
    );
    expect(readFileSync(path.join(contentDir, 'assets/new-picture.json'), 'utf8')).toBe(
      serialize({
        contentType: 'image/png',
        description: 'Green rectangle',
        fileName: 'New Picture.PNG',
        title: 'A new picture',
      }),
    );
    expect(readFileSync(path.join(contentDir, 'assets/new-picture.png'))).toEqual(png);
    expect(readSyncState(contentDir)?.nextSyncToken).not.toBe(tokenBefore);
    expect(siblings()).toEqual(['content']);
  });

  test('--summary writes a Markdown summary naming each change, hostile titles kept as text', async () => {
    const mirrorFields = (file: string) =>
      (
        JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as {
          fields: Record<string, unknown>;
        }
      ).fields;
    const hostile =
      '**Hiring** <img src=x onerror=alert(1)> ``` | @octocat # 1 [link](https://evil.example)';
    server.space.putMirrorEntry('post-fixture-post-one', 'blogPost', {
      ...mirrorFields('entries/blogPost/post-fixture-post-one.json'),
      title: hostile,
    });
    server.space.putMirrorEntry('author-fixture-author', 'author', {
      ...mirrorFields('entries/author/author-fixture-author.json'),
      name: 'Fixture Writer',
    });
    server.space.putMirrorEntry('nav-fixture-alpha', 'navigationItem', {
      ...mirrorFields('entries/navigationItem/nav-fixture-alpha.json'),
      name: 'Fixture alpha, renamed',
    });
    server.space.deleteEntry('post-fixture-post-romeo');
    const summaryFile = path.join(workDir, 'summary.md');

    const { status, output } = await runPull([`--summary=${summaryFile}`]);
    expect(output).not.toMatch(/failed/);
    expect(status).toBe(0);
    const summary = readFileSync(summaryFile, 'utf8');
    rmSync(summaryFile);
    expect(summary).toBe(
      [
        '### What changed in Contentful',
        '',
        '4 entries and assets changed: 3 edited, 1 unpublished or deleted.',
        '',
        '- Author `Fixture Writer`: edited',
        '  - Name: `Fixture Author` → `Fixture Writer`',
        `- Blog post \`\`\`\`${hostile}\`\`\`\`: edited`,
        `  - Title: \`Fixture blog post one\` → \`\`\`\`${hostile}\`\`\`\``,
        '- Blog post `Fixture blog post Romeo`: unpublished or deleted',
        '- Navigation item `Fixture alpha, renamed`: edited',
        '  - Name: `Fixture alpha link` → `Fixture alpha, renamed`',
        '',
      ].join('\n'),
    );
    // The console report carries the same summary.
    expect(output).toContain(summary.trimEnd());
    // Read as Markdown, the hostile title is code text and nothing else.
    const tokens = new MarkdownIt({ html: true, linkify: true })
      .parse(summary, {})
      .flatMap((token) => [token, ...(token.children ?? [])]);
    const types = tokens.map((token) => token.type);
    expect(types.filter((type) => type === 'list_item_open')).toHaveLength(7);
    for (const kind of ['html_inline', 'html_block', 'link_open', 'strong_open', 'fence']) {
      expect(types).not.toContain(kind);
    }
    expect(
      tokens.filter((token) => token.content === hostile && token.type === 'code_inline'),
    ).toHaveLength(2);
  });

  test('a sync that fails half way leaves the mirror as it was, and the next pull applies it all', async () => {
    // Twelve edits: more than one sync page (10 items), and the second page fails.
    const edited = [...server.space.entries.values()]
      .filter((entry) => entry.contentTypeId === 'seo')
      .slice(0, 12);
    for (const entry of edited) {
      const title = entry.fields.title?.['en-US'];
      server.space.putEntry(entry.id, entry.contentTypeId, {
        ...entry.fields,
        title: { 'en-US': `${String(title)} (edited)` },
      });
    }
    const extra = Math.max(0, 11 - edited.length);
    const pictures = [...server.space.assets.values()].slice(0, extra);
    for (const asset of pictures) {
      await server.space.putAsset(
        asset.id,
        { ...asset.meta, title: `${asset.meta.title} (edited)` },
        asset.binary,
      );
    }
    const changes = edited.length + pictures.length;
    expect(changes).toBeGreaterThan(10);

    const before = hashTree(contentDir);
    // The second page fails on the first try and on every retry (three).
    server.failSyncRequest(2, 4);
    const failed = await runPull();
    expect(failed.status).toBe(1);
    expect(failed.output).toContain('content:pull failed; the mirror');
    expect(failed.output).toContain('500');
    expect(hashTree(contentDir)).toEqual(before);
    expect(siblings()).toEqual(['content']);

    const { status, output } = await runPull();
    expect(status).toBe(0);
    expect(output).toContain(`Delta sync: ${changes} item(s) in 2 page(s).`);
    expect(output).toContain(`Entries: 0 added, ${edited.length} changed, 0 deleted`);
    for (const entry of edited) {
      expect(readFileSync(path.join(contentDir, `entries/seo/${entry.id}.json`), 'utf8')).toContain(
        '(edited)',
      );
    }
  });

  test('a download that fails leaves the mirror as it was', async () => {
    const asset = [...server.space.assets.values()][0];
    if (!asset) throw new Error('no asset');
    await server.space.putAsset(
      asset.id,
      { ...asset.meta, description: 'Changed again' },
      asset.binary,
    );
    server.failDownload(asset.id);
    const before = hashTree(contentDir);
    const { status, output } = await runPull();
    expect(status).toBe(1);
    expect(output).toContain('503');
    expect(hashTree(contentDir)).toEqual(before);
    expect(siblings()).toEqual(['content']);
  });

  test('--full replaces the mirror and lists what is no longer in the space', async () => {
    // A file the space never had (e.g. added to the mirror by hand).
    const stray = path.join(contentDir, 'entries/seo/stray-seo.json');
    cpSync(path.join(FIXTURE, 'entries/seo/seo-home.json'), stray);
    writeFileSync(path.join(contentDir, 'README.md'), 'Kept: not content.\n');
    server.resetFailures();
    const { status, output } = await runPull(['--full']);
    expect(status).toBe(0);
    expect(output).toContain('Initial sync');
    expect(output).toContain('Entries: 0 added, 0 changed, 1 deleted');
    expect(output).toContain(
      'No longer in the space (removed from the mirror):\n  entries/seo/stray-seo.json',
    );
    expect(existsSync(stray)).toBe(false);
    expect(readFileSync(path.join(contentDir, 'README.md'), 'utf8')).toBe('Kept: not content.\n');
    expect(siblings()).toEqual(['content']);
  });
});
