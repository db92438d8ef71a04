/**
 * In mirror builds, gives every ContentfulAsset node a File child read from content/assets,
 * linked as `localFile` exactly as gatsby-source-contentful does with `downloadLocal` in
 * live builds, so sharp processes the same images either way.
 */
import path from 'node:path';
import type { GatsbyNode, Node } from 'gatsby';
import { createFileNode } from 'gatsby-source-filesystem/create-file-node';
import { assetBinaryName } from '../../content-tools/mirror/mirror-files';

interface AssetNode extends Node {
  contentful_id: string;
  file?: { fileName?: string };
}

export const shouldCreateMirrorFileNode = ({ node }: { node: Node }): boolean =>
  node.internal.type === 'ContentfulAsset';

export const createMirrorFileNodes =
  (contentDir: string): NonNullable<GatsbyNode['onCreateNode']> =>
  async ({ node, actions, createNodeId }) => {
    if (!shouldCreateMirrorFileNode({ node })) return;
    const asset = node as AssetNode;
    const fileName = asset.file?.fileName;
    if (!fileName) return;
    const binary = path.join(contentDir, 'assets', assetBinaryName(asset.contentful_id, fileName));
    const fileNode = await createFileNode(binary, createNodeId, {
      name: 'content-mirror',
      path: contentDir,
    });
    // A child lives as long as its asset node, so warm builds keep it without re-creating it.
    fileNode.parent = asset.id;
    actions.createNode(fileNode);
    actions.createParentChildLink({ parent: asset, child: fileNode });
    actions.createNodeField({ node: asset, name: 'localFile', value: fileNode.id });
  };
