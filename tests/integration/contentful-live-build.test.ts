/**
 * The live source, proven on Contentful's protocol: the site builds through the published
 * gatsby-source-contentful (option check, sync, downloadLocal, all over HTTPS) from a loopback
 * Content Delivery API serving the fixture content, and the result equals the mirror build of the
 * same content: the same GraphQL schema and byte-identical HTML for every page.
 *
 * The content is the fixture mirror with every optional field of every hero section left empty,
 * so no entry of that content type has a value for them: such a space still builds, because the
 * schema comes from content-models and not from the data.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { type DefinitionNode, Kind, parse, print } from 'graphql';
import { contentTypeById } from '../../content-models';
import { readMirror, serialize } from '../../content-tools/mirror/mirror-files';
import { type DeliveryServer, startDeliveryServer } from '../support/contentful/delivery-server';
import { type TestCertificate, makeTestCertificate } from '../support/contentful/tls';
import {
  BUILD_TEST_TIMEOUT,
  type TempSite,
  buildSiteAsync,
  clearContentCache,
  makeTempSite,
} from '../support/temp-site';

const EMPTIED_TYPE = 'sectionHero';
/** The schema Gatsby prints after building it (`.cache/schema.gql`). */
const SCHEMA_FILE = '.cache/schema.gql';

let certificate: TestCertificate;
let server: DeliveryServer;
let site: TempSite;
let mirrorDir: string;
let emptiedFields: string[];
const builds: Record<'mirror' | 'live', { status: number | null; output: string }> = {
  mirror: { status: null, output: '' },
  live: { status: null, output: '' },
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

/**
 * The content of this test, prepared in one place: a copy of the fixture mirror, changed here.
 * The mirror build reads the copy and the live space is loaded from it, so both builds see the
 * same content; a case that needs something else in the space changes the copy here.
 */
const prepareContent = (contentDir: string): void => {
  emptiedFields = emptyOptionalFields(contentDir, EMPTIED_TYPE);
};

/** The live space: the prepared content, served by the loopback Delivery and Sync API. */
const startLiveSpace = async (contentDir: string): Promise<DeliveryServer> => {
  const delivery = await startDeliveryServer({ certificate, maxPageSize: 25 });
  await delivery.space.loadMirror(contentDir);
  return delivery;
};

/**
 * Moves the mirror build's output and schema aside and clears what it knew of the content, so
 * the live build starts with none of it (webpack's cache of the compiled code stays).
 */
const keepMirrorBuild = (): void => {
  mirrorDir = path.join(path.dirname(site.dir), 'mirror-build');
  mkdirSync(mirrorDir, { recursive: true });
  if (existsSync(path.join(site.dir, 'public'))) {
    renameSync(path.join(site.dir, 'public'), path.join(mirrorDir, 'public'));
  }
  if (existsSync(path.join(site.dir, SCHEMA_FILE))) {
    cpSync(path.join(site.dir, SCHEMA_FILE), path.join(mirrorDir, SCHEMA_FILE));
  }
  clearContentCache(site);
};

beforeAll(async () => {
  certificate = makeTestCertificate();
  site = makeTempSite();
  prepareContent(site.contentDir);
  server = await startLiveSpace(site.contentDir);

  builds.mirror = await buildSiteAsync(site);
  keepMirrorBuild();

  builds.live = await buildSiteAsync(site, {
    CONTENTFUL_SPACE_ID: server.spaceId,
    CONTENTFUL_ACCESS_TOKEN: server.accessToken,
    CONTENTFUL_HOST: server.host,
    NODE_EXTRA_CA_CERTS: certificate.caFile,
    // Proves the live build never reads a mirror.
    CONTENT_DIR: path.join(path.dirname(site.dir), 'no-mirror-here'),
  });
}, 2 * BUILD_TEST_TIMEOUT);

afterAll(async () => {
  await server?.close();
  certificate?.remove();
  site?.remove();
});

test('the mirror build and the live build both succeed', () => {
  expect(builds.mirror.output).not.toMatch(/ERROR/);
  expect(builds.mirror.status).toBe(0);
  expect(builds.live.output).not.toMatch(/ERROR/);
  expect(builds.live.status).toBe(0);
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
  const live = canonicalSchema(path.join(site.dir, SCHEMA_FILE));
  expect(live).toMatch(/type ContentfulLandingPageTemplate /);
  expect(live).toBe(canonicalSchema(path.join(mirrorDir, SCHEMA_FILE)));
  expect(
    parse(live).definitions.filter((d) => d.kind === Kind.OBJECT_TYPE_DEFINITION).length,
  ).toBeGreaterThan(30);
});

test('every page of the live build has the same HTML as the mirror build', () => {
  const live = path.join(site.dir, 'public');
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
  const schema = readFileSync(path.join(site.dir, SCHEMA_FILE), 'utf8');
  const heroType = /type ContentfulSectionHero [^{]*\{([^}]*)\}/.exec(schema)?.[1] ?? '';
  for (const field of emptiedFields) expect(heroType).toMatch(new RegExp(`\\b${field}\\b`));
  expect(readFileSync(path.join(site.dir, 'public/index.html'), 'utf8')).toContain(
    'Fixture home page heading',
  );
});
