import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Node } from 'gatsby';
import type { MirrorAsset } from '../../content-tools/mirror/mirror-files';
import { createMirrorFileNodes } from './source-mirror-files';
import { assetToSyncItem } from './sync-format';

let contentDir: string;
beforeEach(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'mirror-files-'));
  mkdirSync(path.join(contentDir, 'assets'));
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

/** The ContentfulAsset node the plugin makes of a mirror asset, and the File node it gets. */
const fileNodeFor = async (id: string, fileName: string) => {
  const binaryPath = path.join(
    contentDir,
    'assets',
    `${id}${path.extname(fileName).toLowerCase()}`,
  );
  writeFileSync(binaryPath, 'image bytes');
  const asset: MirrorAsset = {
    id,
    file: `assets/${id}.json`,
    title: id,
    description: '',
    fileName,
    contentType: 'image/jpeg',
    binaryPath,
    raw: {},
  };
  const wire = assetToSyncItem(asset, { size: 11, digest: 'digest' });
  const file = wire.fields?.file?.['en-US'];
  const node = { id: `node-${id}`, contentful_id: id, file, internal: { type: 'ContentfulAsset' } };
  const created: Record<string, unknown>[] = [];
  const fields: Record<string, unknown>[] = [];
  const onCreateNode = createMirrorFileNodes(contentDir) as (args: unknown) => Promise<void>;
  await onCreateNode({
    node: node as unknown as Node,
    createNodeId: (seed: string) => `id(${seed})`,
    actions: {
      createNode: (child: Record<string, unknown>) => created.push(child),
      createParentChildLink: () => undefined,
      createNodeField: (field: Record<string, unknown>) => fields.push(field),
    },
  });
  expect(fields).toEqual([expect.objectContaining({ name: 'localFile', value: created[0]?.id })]);
  return { fileNode: created[0], binaryPath };
};

describe('mirror File nodes', () => {
  it('are named as a live build names the download: after the file name, not the asset id', async () => {
    const { fileNode, binaryPath } = await fileNodeFor('hero-picture', 'Team Photo (2024).JPG');
    expect(fileNode).toMatchObject({
      name: 'Team Photo (2024)',
      ext: '.JPG',
      base: 'Team Photo (2024).JPG',
      extension: 'jpg',
      absolutePath: binaryPath,
      parent: 'node-hero-picture',
    });
  });

  it('keep the asset id as name when the file is named after it', async () => {
    const { fileNode } = await fileNodeFor('fixture-hero', 'fixture-hero.jpg');
    expect(fileNode).toMatchObject({ name: 'fixture-hero', base: 'fixture-hero.jpg' });
  });
});
