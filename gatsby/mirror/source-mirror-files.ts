/** Gives assets the `localFile` live builds download, so sharp processes the same images. */
import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import {
  createFilePath,
  getRemoteFileExtension,
  getRemoteFileName,
} from 'gatsby-core-utils/filename-utils';
import { createFileNode } from 'gatsby-source-filesystem/create-file-node';
import { assetBinaryName } from '../../content-tools/mirror/mirror-files';

interface AssetNode extends Node {
  contentful_id: string;
  file?: { fileName?: string; url?: string };
}

/** Output images are named after their File node, so it is named as a live download is. */
export const downloadedFileName = (assetUrl: string): path.ParsedPath => {
  const url = `https:${assetUrl}`;
  return path.parse(createFilePath('', getRemoteFileName(url), getRemoteFileExtension(url)));
};

export const shouldCreateMirrorFileNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'ContentfulAsset';

export const createMirrorFileNodes =
  (contentDir: string): NonNullable<GatsbyNode['onCreateNode']> =>
  async ({ node, actions, createNodeId }) => {
    if (!shouldCreateMirrorFileNode({ node })) return;
    const asset = node as AssetNode;
    const fileName = asset.file?.fileName;
    if (!fileName || !asset.file?.url) return;
    const binary = path.join(contentDir, 'assets', assetBinaryName(asset.contentful_id, fileName));
    const fileNode = await createFileNode(binary, createNodeId, {
      name: 'content-mirror',
      path: contentDir,
    });
    const { name, ext, base } = downloadedFileName(asset.file.url);
    Object.assign(fileNode, { name, ext, base, extension: ext.slice(1).toLowerCase() });
    fileNode.parent = asset.id;
    actions.createNode(fileNode);
    actions.createParentChildLink({ parent: asset, child: fileNode });
    actions.createNodeField({ node: asset, name: 'localFile', value: fileNode.id });
  };
