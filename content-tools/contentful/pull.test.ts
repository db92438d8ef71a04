/**
 * The parts of content:pull that the script tests (tests/integration/content-pull.test.ts) do
 * not reach: links to unpublished entries, a changed space, and recovery from a killed pull.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startDeliveryServer,
  type DeliveryServer,
} from '../../tests/support/contentful/delivery-server';
import { makeTestCertificate, type TestCertificate } from '../../tests/support/contentful/tls';
import { createDeliveryClient } from './delivery-client';
import { hashTree, recoverInterruptedPull } from './mirror-tree';
import { PullError, pull, readSyncState } from './pull';

const FIXTURE = path.resolve(__dirname, '../../tests/fixtures/content');

// Each test starts a script or a sync; slow when a site build runs beside it on two cores.
jest.setTimeout(60_000);

let certificate: TestCertificate;
let untrust: () => void;
let server: DeliveryServer;
let dir: string;
let contentDir: string;

const client = (overrides: { spaceId?: string; environment?: string } = {}) =>
  createDeliveryClient({
    spaceId: server.spaceId,
    accessToken: server.accessToken,
    environment: server.environment,
    host: server.host,
    timeoutMs: 3000,
    ...overrides,
  });

const read = (file: string) =>
  JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')) as {
    fields: Record<string, unknown>;
  };

beforeAll(async () => {
  certificate = makeTestCertificate();
  untrust = certificate.trustInProcess();
  server = await startDeliveryServer({ certificate });
  await server.space.loadMirror(FIXTURE);
  dir = mkdtempSync(path.join(tmpdir(), 'pull-unit-'));
  contentDir = path.join(dir, 'content');
  await pull({ contentDir, client: client() });
});

afterAll(async () => {
  untrust();
  await server.close();
  certificate.remove();
  rmSync(dir, { recursive: true, force: true });
});

describe('links to entries that are not published', () => {
  it('are left out, like the live site leaves them out, and come back once published', async () => {
    const faq = read('entries/sectionFaq/home-faq.json').fields;
    expect(faq.items).toEqual(['home-faq-1', 'home-faq-2']);
    const question = server.space.entries.get('home-faq-2');
    if (!question) throw new Error('no home-faq-2');

    // Unpublished in Contentful: the Sync API reports it deleted; home-faq itself is unchanged.
    server.space.deleteEntry('home-faq-2');
    const unpublished = await pull({ contentDir, client: client() });
    expect(unpublished.entries).toEqual({
      added: [],
      changed: ['entries/sectionFaq/home-faq.json'],
      deleted: ['entries/faqItem/home-faq-2.json'],
    });
    expect(unpublished.unresolvedLinks).toEqual([
      'entries/sectionFaq/home-faq.json › fields.items: links to the entry "home-faq-2", which is not published; left out until it is',
    ]);
    expect(read('entries/sectionFaq/home-faq.json').fields.items).toEqual(['home-faq-1']);
    expect(readSyncState(contentDir)?.unresolvedLinks).toEqual({
      'home-faq': { items: ['home-faq-1', 'home-faq-2'] },
    });

    // Published again: only the question comes in the delta, and the link is restored.
    server.space.putEntry(question.id, question.contentTypeId, question.fields);
    const republished = await pull({ contentDir, client: client() });
    expect(republished.entries.added).toEqual(['entries/faqItem/home-faq-2.json']);
    expect(republished.entries.changed).toEqual(['entries/sectionFaq/home-faq.json']);
    expect(republished.unresolvedLinks).toEqual([]);
    expect(read('entries/sectionFaq/home-faq.json').fields.items).toEqual([
      'home-faq-1',
      'home-faq-2',
    ]);
    expect(readSyncState(contentDir)?.unresolvedLinks).toEqual({});
  });

  it('a required link left empty fails the pull and names the file, the field and the link', async () => {
    const seo = server.space.entries.get('seo-home');
    if (!seo) throw new Error('no seo-home');
    const before = readFileSync(path.join(contentDir, 'entries/seo/seo-home.json'));
    server.space.deleteEntry('seo-home');
    await expect(pull({ contentDir, client: client() })).rejects.toThrow(PullError);
    const error = await pull({ contentDir, client: client() }).catch((caught: Error) => caught);
    expect(String(error)).toMatch(
      /entries\/landing_page_template\/home\.json › fields\.seo: .*required/,
    );
    expect(String(error)).toContain('links to the entry "seo-home", which is not published');
    expect(readFileSync(path.join(contentDir, 'entries/seo/seo-home.json'))).toEqual(before);
    server.space.putEntry(seo.id, seo.contentTypeId, seo.fields);
    await pull({ contentDir, client: client() });
  });
});

describe('an entry id from the Sync API that is a path', () => {
  it('is refused with a message, and nothing is written in or beside the mirror', async () => {
    const seo = server.space.entries.get('seo-home');
    if (!seo) throw new Error('no seo-home');
    const hostile = '../../../escape';
    const before = hashTree(dir);
    server.space.putEntry(hostile, 'seo', seo.fields);
    try {
      await expect(pull({ contentDir, client: client() })).rejects.toThrow(
        `Contentful sent an entry with the id "${hostile}", which is not a Contentful id`,
      );
    } finally {
      server.space.deleteEntry(hostile);
    }
    expect(hashTree(dir)).toEqual(before);
    expect(existsSync(path.join(dir, 'escape.json'))).toBe(false);
  });
});

describe('the stored sync state', () => {
  it('belongs to one space and environment: another one needs --full', async () => {
    await expect(pull({ contentDir, client: client({ environment: 'staging' }) })).rejects.toThrow(
      'The mirror was pulled from space loopbackspace (environment master), not loopbackspace (staging)',
    );
  });
});

describe('a pull that was killed', () => {
  it('leaves a temporary tree that the next pull removes', () => {
    const leftover = path.join(dir, '.content.pull-999999-abc');
    mkdirSync(path.join(leftover, 'entries'), { recursive: true });
    recoverInterruptedPull(contentDir);
    expect(existsSync(leftover)).toBe(false);
  });

  it('between the two renames of the swap, gets the previous mirror back', () => {
    const previous = path.join(dir, '.content.previous-999999-abc');
    renameSync(contentDir, previous);
    writeFileSync(path.join(previous, 'marker'), 'x');
    recoverInterruptedPull(contentDir);
    expect(readdirSync(dir)).toEqual(['content']);
    expect(readFileSync(path.join(contentDir, 'marker'), 'utf8')).toBe('x');
    rmSync(path.join(contentDir, 'marker'));
  });
});
