/**
 * The loopback Delivery API answers contentful.js, the client gatsby-source-contentful uses,
 * the way Contentful does: space and locales, content types, an initial sync in pages, then
 * deltas with changes and deletions from the token of the previous sync, and asset files.
 */
import https from 'node:https';
import path from 'node:path';
import { createClient } from 'contentful';
import { type DeliveryServer, startDeliveryServer } from './delivery-server';
import { type TestCertificate, makeTestCertificate } from './tls';

let certificate: TestCertificate;
let server: DeliveryServer;

const contentful = () =>
  createClient({
    space: server.spaceId,
    accessToken: server.accessToken,
    environment: server.environment,
    host: server.host,
    httpsAgent: certificate.agent,
    retryOnError: false,
  }).withoutLinkResolution;

beforeAll(async () => {
  certificate = makeTestCertificate();
  server = await startDeliveryServer({ certificate, maxPageSize: 7 });
  await server.space.loadMirror(path.resolve(__dirname, '../../fixtures/content'));
});

afterAll(async () => {
  await server.close();
  certificate.remove();
});

test('space, locales and content types', async () => {
  const client = contentful();
  expect((await client.getSpace()).sys.id).toBe(server.spaceId);
  expect((await client.getLocales()).items).toEqual([
    expect.objectContaining({ code: 'en-US', default: true }),
    expect.objectContaining({ code: 'de-DE', default: false, fallbackCode: 'en-US' }),
  ]);
  const types = await client.getContentTypes();
  expect(types.items.map((type) => type.sys.id)).toContain('landing_page_template');
});

test('an initial sync in pages, then a delta with a change and a deletion', async () => {
  const before = server.requests.length;
  const initial = await contentful().sync({ initial: true, limit: 1000 });
  expect(initial.entries).toHaveLength(server.space.entries.size);
  expect(initial.assets).toHaveLength(server.space.assets.size);
  expect(initial.deletedEntries).toHaveLength(0);
  const pages = server.requests.slice(before).filter((request) => request.includes('/sync?'));
  expect(pages).toHaveLength(Math.ceil((server.space.entries.size + server.space.assets.size) / 7));

  const hero = server.space.entries.get('home-hero');
  if (!hero) throw new Error('no home-hero');
  server.space.putEntry(hero.id, hero.contentTypeId, {
    ...hero.fields,
    heading: { 'en-US': 'Changed' },
  });
  server.space.deleteEntry('home-faq-2');
  const delta = await contentful().sync({ nextSyncToken: initial.nextSyncToken });
  expect(
    delta.entries.map((entry) => [entry.sys.id, entry.sys.revision, entry.fields.heading]),
  ).toEqual([['home-hero', 2, { 'en-US': 'Changed' }]]);
  expect(delta.deletedEntries.map((entry) => entry.sys.id)).toEqual(['home-faq-2']);
  expect(delta.assets).toEqual([]);

  const again = await contentful().sync({ nextSyncToken: delta.nextSyncToken });
  expect([again.entries, again.assets, again.deletedEntries]).toEqual([[], [], []]);
});

test('asset files are served at the URL the asset names, without a token', async () => {
  const asset = [...server.space.assets.values()][0];
  if (!asset) throw new Error('no asset');
  const url = `https:${server.space.fileUrl(server.host, asset)}`;
  const body = await new Promise<Buffer>((resolve, reject) =>
    https
      .get(url, { agent: certificate.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject),
  );
  expect(body.equals(asset.binary)).toBe(true);
});

test('a wrong token gets the 401 Contentful sends', async () => {
  const client = createClient({
    space: server.spaceId,
    accessToken: 'wrong',
    host: server.host,
    httpsAgent: certificate.agent,
    retryOnError: false,
  });
  await expect(client.getSpace()).rejects.toThrow(/AccessTokenInvalid|401/);
});
