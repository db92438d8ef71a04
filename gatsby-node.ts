// Every build-time hook lives in gatsby/; this file only wires them to Gatsby.
import type { GatsbyNode, Node } from 'gatsby';
import { resolveContentSource } from './gatsby/content-source';
import { validateMirrorBeforeBuild } from './gatsby/content-checks';
import { skipOnlineProbe } from './gatsby/skip-online-probe';
import {
  createMarkdownNode,
  refreshMarkdownNodes,
  shouldCreateMarkdownNode,
} from './gatsby/markdown';
import {
  createMirrorFileNodes,
  shouldCreateMirrorFileNode,
} from './gatsby/mirror/source-mirror-files';

export { createSchemaCustomization } from './gatsby/schema';
export { createResolvers } from './gatsby/resolvers';
export { createPages } from './gatsby/create-pages';
export { onPostBuild } from './gatsby/post-build';
export { onCreateWebpackConfig } from './gatsby/webpack-config';

const source = resolveContentSource();

// Before any plugin sources: the Contentful plugin's internet probe cannot crash the build.
export const onPreInit: GatsbyNode['onPreInit'] = () => {
  skipOnlineProbe();
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] | undefined =
  source.kind === 'mirror' ? validateMirrorBeforeBuild(source.contentDir) : undefined;

const createFileNodes = source.kind === 'mirror' ? createMirrorFileNodes(source.contentDir) : null;

// Gatsby calls onCreateNode only for the nodes this accepts, which skips most of the entries.
export const shouldOnCreateNode: GatsbyNode<Node>['shouldOnCreateNode'] = ({ node }) =>
  shouldCreateMarkdownNode({ node }) ||
  (createFileNodes !== null && shouldCreateMirrorFileNode({ node }));

export const onCreateNode: GatsbyNode['onCreateNode'] = async (...args) => {
  await createMarkdownNode(args[0]);
  await createFileNodes?.(...args);
};

// Runs after the source plugin's sourceNodes (the site's hooks run last).
export const sourceNodes = refreshMarkdownNodes;
