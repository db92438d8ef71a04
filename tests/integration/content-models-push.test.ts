/**
 * content:models and content:push through the real contentful-management client against a
 * loopback stand-in of the Content Management API: models are applied idempotently, a mirror
 * seeds an empty space in dependency order, and what was pushed pulls back into the same mirror.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { type ContentTypeSpec, contentTypeById, contentTypes } from '../../content-models';
import { toContentfulContentType } from '../../content-models/contentful-types';
import { ModelsError, applyModels } from '../../content-tools/contentful/apply-models';
import { CONTENT_TYPES_RECORD } from '../../content-tools/contentful/content-types-record';
import { createDeliveryClient } from '../../content-tools/contentful/delivery-client';
import {
  type ManagementClient,
  createManagementClient,
} from '../../content-tools/contentful/management';
import { hashTree } from '../../content-tools/contentful/mirror-tree';
import { SYNC_STATE_FILE, pull } from '../../content-tools/contentful/pull';
import { pushMirror } from '../../content-tools/contentful/push';
import { readMirror } from '../../content-tools/mirror/mirror-files';
import { startDeliveryServer } from '../support/contentful/delivery-server';
import {
  type ManagementServer,
  startManagementServer,
} from '../support/contentful/management-server';
import { type TestCertificate, makeTestCertificate } from '../support/contentful/tls';

const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/content');

let certificate: TestCertificate;
let cma: ManagementServer;
let client: ManagementClient;
let untrust: () => void;

const clientFor = (server: ManagementServer): ManagementClient =>
  createManagementClient({
    spaceId: server.spaceId,
    environment: server.environment,
    managementToken: server.managementToken,
    host: server.host,
    uploadHost: server.host,
  });

const runScript = (
  script: string,
  env: Record<string, string | undefined>,
): Promise<{ status: number | null; output: string }> =>
  new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, script)],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
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

beforeAll(async () => {
  certificate = makeTestCertificate();
  untrust = certificate.trustInProcess();
  cma = await startManagementServer({ certificate });
  client = clientFor(cma);
});

afterAll(async () => {
  untrust?.();
  await cma?.close();
  certificate?.remove();
});

describe('content:models', () => {
  test('creates every content type of an empty environment, with the help texts', async () => {
    const report = await applyModels(client);
    expect(report.created).toEqual(contentTypes.map((type) => type.id));
    expect(report.updated).toEqual([]);
    for (const spec of contentTypes) {
      const type = cma.contentTypes.get(spec.id);
      const expected = toContentfulContentType(spec);
      expect(type).toMatchObject({
        name: expected.name,
        displayField: expected.displayField,
        fields: expected.fields,
      });
      expect(type?.sys.publishedVersion).toBe((type?.sys.version ?? 0) - 1);
      const controls = cma.editorInterfaces.get(spec.id)?.controls as {
        fieldId: string;
        settings?: { helpText?: string };
      }[];
      for (const [fieldId, field] of Object.entries(spec.fields)) {
        expect(controls.find((control) => control.fieldId === fieldId)?.settings?.helpText).toBe(
          field.help,
        );
      }
    }
  });

  test('a second run changes nothing', async () => {
    const writes = cma.writes.length;
    const report = await applyModels(client);
    expect(report.unchanged).toEqual(contentTypes.map((type) => type.id));
    expect(report.created).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.helpTexts).toEqual([]);
    expect(cma.writes.slice(writes)).toEqual([]);
  });

  test('a changed model updates that content type only; a dropped field stays until deleted on purpose', async () => {
    const [first, ...rest] = contentTypes as [ContentTypeSpec, ...ContentTypeSpec[]];
    const [droppedField, ...keptFields] = Object.keys(first.fields) as [string, ...string[]];
    const changed: ContentTypeSpec = {
      ...first,
      description: `${first.description} (changed)`,
      fields: Object.fromEntries(
        keptFields.map((id) => [id, first.fields[id]]),
      ) as ContentTypeSpec['fields'],
    };
    const specs = [changed, ...rest];

    const report = await applyModels(client, { specs });
    expect(report.updated).toEqual([first.id]);
    expect(report.extraFields).toEqual([`${first.id}.${droppedField}`]);
    expect(cma.contentTypes.get(first.id)?.description).toBe(changed.description);
    const fieldIds = () =>
      (cma.contentTypes.get(first.id)?.fields as { id: string }[]).map((field) => field.id);
    expect(fieldIds()).toContain(droppedField);

    const deletion = await applyModels(client, { specs, deleteFields: true });
    expect(deletion.deletedFields).toEqual([`${first.id}.${droppedField}`]);
    expect(fieldIds()).not.toContain(droppedField);

    const writes = cma.writes.length;
    expect((await applyModels(client, { specs })).unchanged).toHaveLength(specs.length);
    expect(cma.writes.slice(writes)).toEqual([]);

    // Back to the real models: the field is added again.
    expect((await applyModels(client)).updated).toEqual([first.id]);
    expect(fieldIds()).toContain(droppedField);
  });

  test('a field whose type changed stops the run before anything is written', async () => {
    const spec = contentTypes.find((type) =>
      Object.values(type.fields).some((field) => field.kind === 'Symbol'),
    ) as ContentTypeSpec;
    const [fieldId, field] = Object.entries(spec.fields).find(
      ([, candidate]) => candidate.kind === 'Symbol',
    ) as [string, ContentTypeSpec['fields'][string]];
    const specs = contentTypes.map((type) =>
      type === spec
        ? { ...spec, fields: { ...spec.fields, [fieldId]: { ...field, kind: 'Integer' as const } } }
        : type,
    );
    const writes = cma.writes.length;
    await expect(applyModels(client, { specs })).rejects.toThrow(ModelsError);
    await expect(applyModels(client, { specs })).rejects.toThrow(
      `${spec.id}.${fieldId} is Symbol in the space but Integer in content-models`,
    );
    expect(cma.writes.slice(writes)).toEqual([]);
  });

  test('the script names the missing variable, and applies the models with the variables set', async () => {
    const missing = await runScript('scripts/content-models.ts', {
      CONTENTFUL_SPACE_ID: cma.spaceId,
    });
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('CONTENTFUL_MANAGEMENT_TOKEN is not set');

    const { status, output } = await runScript('scripts/content-models.ts', {
      CONTENTFUL_SPACE_ID: cma.spaceId,
      CONTENTFUL_MANAGEMENT_TOKEN: cma.managementToken,
      CONTENTFUL_MANAGEMENT_HOST: cma.host,
      CONTENTFUL_UPLOAD_HOST: cma.host,
    });
    expect(output).toContain(`0 created, 0 updated, ${contentTypes.length} unchanged`);
    expect(status).toBe(0);
  });
});

describe('content:push', () => {
  const mirror = readMirror(FIXTURE);

  test('seeds the space: every asset, then every entry after the entries it links to', async () => {
    const report = await pushMirror(client, { mirror, processingCheckWait: 10 });
    expect(report.assets.created).toHaveLength(mirror.assets.length);
    expect(report.entries.created).toHaveLength(mirror.entries.length);
    expect(report.entries.published).toHaveLength(mirror.entries.length);

    const order = cma.published;
    const lastAsset = Math.max(...mirror.assets.map((asset) => order.indexOf(`Asset:${asset.id}`)));
    const firstEntry = Math.min(
      ...mirror.entries.map((entry) => order.indexOf(`Entry:${entry.id}`)),
    );
    expect(lastAsset).toBeLessThan(firstEntry);
    for (const entry of mirror.entries) {
      const spec = contentTypeById.get(entry.contentTypeId) as ContentTypeSpec;
      const position = order.indexOf(`Entry:${entry.id}`);
      const targets = Object.entries(entry.fields).flatMap(([fieldId, value]) => {
        const kind = spec.fields[fieldId]?.kind;
        return kind === 'Entry' || kind === 'Entries' ? [value].flat() : [];
      });
      for (const target of targets) {
        if (target === entry.id) continue;
        expect({
          entry: entry.id,
          target,
          publishedBefore: order.indexOf(`Entry:${target}`) < position,
        }).toEqual({
          entry: entry.id,
          target,
          publishedBefore: true,
        });
      }
    }
  });

  test('a second push changes nothing', async () => {
    const writes = cma.writes.length;
    const report = await pushMirror(client, { mirror, processingCheckWait: 10 });
    expect(report.assets.created).toEqual([]);
    expect(report.entries.created).toEqual([]);
    expect(report.entries.published).toEqual([]);
    expect(report.entries.existing).toHaveLength(mirror.entries.length);
    expect(cma.writes.slice(writes)).toEqual([]);
  });

  test('what was pushed pulls back into the same mirror', async () => {
    const delivery = await startDeliveryServer({ certificate, space: await cma.publishedSpace() });
    const dir = mkdtempSync(path.join(tmpdir(), 'push-pull-'));
    try {
      await pull({
        contentDir: path.join(dir, 'content'),
        client: createDeliveryClient({
          spaceId: delivery.spaceId,
          accessToken: delivery.accessToken,
          environment: delivery.environment,
          host: delivery.host,
          timeoutMs: 3000,
        }),
      });
      const pulled = hashTree(path.join(dir, 'content'));
      for (const record of [CONTENT_TYPES_RECORD, SYNC_STATE_FILE]) pulled.delete(record);
      expect(pulled).toEqual(hashTree(FIXTURE));
    } finally {
      await delivery.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
